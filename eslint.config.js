import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** The contract shared by page and worker (its own import rule, below). */
const CONTRACT_FILES = [
  'src/features/*/*.schema.ts',
  'src/features/*/*.endpoints.ts',
  'src/features/*/*.manifest.ts',
  'src/features/ui-kit/ui-kit.catalogue.ts',
  'src/features/ui-kit/*/*/*.meta.ts',
]
/** Tests and their harnesses may reach across the boundaries: they assemble the pieces. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test-harness.tsx', 'src/test/**']

/** Patterns every file of src/ follows, and those reaching into another feature. */
const NO_MOCKS = { group: ['@mocks/**', '**/mocks/**'], message: 'src/ never imports mocks/.' }
const featureIndexOnly = (message) => ({ group: ['@/features/*/**'], message })
/**
 * For features: another feature through its index.ts, or its contract files (schemas, endpoint
 * declarations, manifest), which are data shared with the worker and carry no screen or string
 * (through the index, an endpoint would bring the other app's screens into the import graph).
 */
const featureIndexOrContract = {
  regex: '^@/features/[^/]+/(?![^/]+\\.(schema|manifest|endpoints)$)',
  message:
    "Import another feature through its index.ts ('@/features/x') or its contract files; your own feature's files by relative paths.",
}

const uiOnly = ['react', 'react-dom', 'react-*', '@mantine/*', '@tanstack/react-*', '@tabler/*']
/** What the backend (mocks/) may not import: UI libraries, and from src/ more than the contract. */
const BACKEND_PATTERNS = [
  { group: uiOnly, message: 'The backend imports no UI libraries.' },
  {
    regex:
      '^@/(?!features/[^/]+/[^/]+\\.(schema|manifest|endpoints)$|app/manifests$|shared/contract/)',
    message:
      'mocks/ imports from src/ only the contract: <app>.schema, <app>.endpoints, <app>.manifest, the manifest list and shared/contract.',
  },
  { group: ['**/src/**'], message: 'Reach src/ through @/ and only for the contract.' },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dev-dist',
      'dist-server',
      '.tmp',
      '.data',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // The rules of React's hooks and its compiler, where React is: the page and its tests. The
    // backend, the server and the scripts import no React (no-restricted-imports, below), and
    // the compiler's analysis of their files was three quarters of the lint's rule time.
    files: ['src/**/*.{ts,tsx}', 'integration/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Config files and scripts may default-export (tool conventions).
    files: ['*.config.{ts,js}', '**/vite.config.ts', 'scripts/**', 'e2e/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // mocks/ is the backend: no UI libraries, and from src/ only the contract.
    files: ['mocks/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: { 'no-restricted-imports': ['error', { patterns: BACKEND_PATTERNS }] },
  },
  {
    // The apps' handlers reach their tables through the storage port (mocks/db/store.ts), which
    // PostgreSQL also answers on the agency server: Dexie itself stays in the database and kernel.
    files: ['mocks/*/**'],
    ignores: ['mocks/db/**', 'mocks/kernel/**', 'mocks/test/**', ...TEST_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: BACKEND_PATTERNS,
          paths: [
            {
              name: 'dexie',
              message: 'Handlers reach tables through typedTable (mocks/db/store.ts).',
            },
            {
              name: '@mocks/db/database',
              importNames: ['db'],
              message: 'Handlers reach tables through typedTable (mocks/db/store.ts).',
            },
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
          patterns: [NO_MOCKS],
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
    // Routes are the app's: they reach a feature through its index.ts.
    files: ['src/routes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_MOCKS,
            featureIndexOnly("Import a feature through its index.ts ('@/features/x')."),
          ],
        },
      ],
    },
  },
  {
    // Features meet only through index.ts (or the contract), and never reach into the app that composes them (what
    // a feature needs of the app, such as the list of every page, the app hands it as props).
    // Tests may reach across: they put the pieces together.
    files: ['src/features/**'],
    ignores: [...CONTRACT_FILES, ...TEST_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_MOCKS,
            featureIndexOrContract,
            {
              group: ['@/app', '@/app/**', '**/app/**'],
              message: 'A feature never imports the app: the app hands it what it needs.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app composes the features: through their index.ts, their contract files (manifests for
    // the menu, which must not pull in the screens), and the sign-in screens' own small entry.
    files: ['src/app/**', 'src/main.tsx'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_MOCKS,
            {
              regex: '^@/features/[^/]+/(?![^/]+\\.(schema|manifest|endpoints)$|sign-in$)',
              message:
                "The app imports a feature through its index.ts, its contract files, or auth's sign-in entry.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    ignores: ['src/shared/contract/**', ...TEST_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_MOCKS,
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
