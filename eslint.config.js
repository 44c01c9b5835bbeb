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
    // Server code imports no React or DOM UI, and never a feature's UI.
    files: ['src/features/*/server/**', 'src/shared/server/**', 'src/sw/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: uiOnly, message: 'Server code imports no UI libraries.' },
            { group: ['**/ui/**'], message: 'Server code never imports UI.' },
          ],
        },
      ],
    },
  },
  {
    // UI and api code never reach into server code; features meet only through index.ts.
    files: ['src/features/*/ui/**', 'src/features/*/api/**', 'src/routes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '@/sw/**'], message: 'UI code never imports server code.' },
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
    ignores: ['src/shared/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '@/app/**'],
              message: 'shared/ never imports a feature or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: uiOnly, message: 'Server code imports no UI libraries.' },
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
