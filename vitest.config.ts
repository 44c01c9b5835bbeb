import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
}

/**
 * Two tiers, each run on its own by `npm test` (scripts/test.mjs) so that each has its wall time:
 * `unit` (handlers over fake-indexeddb, page units, the api client against the worker's dispatch)
 * and `flows` (whole screens in jsdom over the worker's dispatch: forms, field errors, lists and
 * filters, each checked again after a "reload"). Two more for the agency server: `handlers-pg`
 * (the handler suite over PostgreSQL) and `server-http` (the built server over real HTTP).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['{src,mocks,integration}/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          exclude: ['integration/flows/**', 'server/http-tests/**'],
          environment: 'node',
          setupFiles: ['./mocks/test/setup.ts', './src/test/setup-unit.ts'],
          pool: 'forks',
          // As the flows: one module graph per worker. Each file importing the backend and its
          // schemas again was most of the tier's wall time (import 78 s of 346 s, against 14 s of
          // 123 s shared, measured side by side under the same load). Every test resets the
          // database, storage and stubs it touches, and the files pass in any order
          // (`--sequence.shuffle.files`).
          isolate: false,
          // A test that reseeds the database or hashes a password ten times takes 2 s on a quiet
          // machine and more than 5 s (vitest's default) on a shared, loaded one.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'handlers-pg',
          // The handler suite again, over the agency server's PostgreSQL store (PGlite).
          include: ['mocks/**/*.test.ts'],
          // Dexie's own machinery: opening and upgrading IndexedDB, the seed's bookkeeping of what
          // one worker wrote (the server's database has other writers, so it refills every table).
          exclude: ['mocks/db/**', 'mocks/**/*.upgrade.test.ts'],
          environment: 'node',
          setupFiles: ['./mocks/test/setup.ts', './server/test/handlers-on-postgres.setup.ts'],
          pool: 'forks',
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server-http',
          // The agency server as it runs: `node dist-server/main.js` child processes over one
          // embedded PostgreSQL (globalSetup), called over real HTTP. Each file has its own
          // database and servers, so files run side by side.
          include: ['server/http-tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./server/http-tests/global-setup.ts'],
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'flows',
          include: ['integration/flows/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./mocks/test/setup.ts', './integration/support/setup-flows.ts'],
          pool: 'forks',
          // One module graph per worker, not per file: each file would otherwise import the whole
          // app again, half the tier's CPU time. The harness resets what a test may change
          // (database, storage, session, query cache, stubs) before or after every test already.
          isolate: false,
          // Playwright's per-test timeout here: a test fails on one of its waits (10 s each, as
          // Playwright's expect) first; this only bounds a whole test, which a shared two-core
          // machine can run several times slower than an idle one.
          testTimeout: 60_000,
        },
      },
    ],
  },
})
