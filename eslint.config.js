import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const uiOnly = ['react', 'react-dom', 'react-*', '@mantine/*', '@tanstack/react-*', '@tabler/*']

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'src/routeTree.gen.ts', 'test-results'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (STYLE.md rule 7).' },
      ],
    },
  },
  {
    // Config files and scripts may default-export (tool conventions).
    files: ['*.config.{ts,js}', 'scripts/**', 'e2e/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // mocks/ is the backend: no UI libraries, and from src/ only the contract.
    files: ['mocks/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: uiOnly, message: 'The backend imports no UI libraries.' },
            {
              regex:
                '^@/(?!features/[^/]+/[^/]+\\.(schema|manifest|endpoints)$|app/manifests$|shared/contract/)',
              message:
                'mocks/ imports from src/ only the contract: <app>.schema, <app>.endpoints, <app>.manifest, the manifest list and shared/contract.',
            },
            { group: ['**/src/**'], message: 'Reach src/ through @/ and only for the contract.' },
          ],
        },
      ],
    },
  },
  {
    // The page reaches the backend only through fetch.
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mocks/**', '**/mocks/**'], message: 'src/ never imports mocks/.' },
          ],
        },
      ],
    },
  },
  {
    // The contract is shared by both sides: data and zod only, no UI, no backend.
    files: [
      'src/features/*/*.schema.ts',
      'src/features/*/*.endpoints.ts',
      'src/features/*/*.manifest.ts',
      // The UI kit's catalogue and its pages' metas: the manifests are built from them.
      'src/features/ui-kit/ui-kit.catalogue.ts',
      'src/features/ui-kit/*/*/*.meta.ts',
      'src/app/manifests.ts',
      'src/shared/contract/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...uiOnly, '@mocks/**', '**/mocks/**'],
              message: 'The contract is data only.',
            },
            {
              regex: '^@/(?!shared/contract/|features/[^/]+/[^/]+\\.(schema|manifest|endpoints)$)',
              message: 'The contract imports only the contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features meet only through index.ts.
    files: ['src/features/*/ui/**', 'src/features/*/api/**', 'src/routes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mocks/**', '**/mocks/**'], message: 'src/ never imports mocks/.' },
            {
              group: ['@/features/*/**'],
              message: "Import another feature through its index.ts ('@/features/x').",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    ignores: ['src/shared/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mocks/**', '**/mocks/**'], message: 'src/ never imports mocks/.' },
            {
              group: ['@/features/**', '@/app/**'],
              message: 'shared/ never imports a feature or the app.',
            },
          ],
        },
      ],
    },
  },
)
