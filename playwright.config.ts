/**
 * End-to-end tests against the production build served by `vite preview`. `npm run e2e`
 * (scripts/e2e.mjs) builds, serves and passes the address in E2E_BASE_URL; without it,
 * Playwright serves an existing build itself (E2E_DIST, default dist/) on E2E_PORT.
 */
import { defineConfig } from '@playwright/test'
import { chromiumArgs, e2eBrowserPath } from './e2e/support/chromium.mjs'

const port = Number(process.env.E2E_PORT || 4303)
const baseURL = process.env.E2E_BASE_URL || `http://127.0.0.1:${port}`
const distDir = process.env.E2E_DIST || 'dist'

export default defineConfig({
  testDir: 'e2e',
  // Its `@/` paths let the screen sweep read the app's manifests (e2e/support/screens.ts).
  tsconfig: './tsconfig.node.json',
  // Two cores, three workers: a test waits on its page much of the time (a frame, a poll, the
  // worker), and two workers left a core idle for a tenth of the tier; three took the whole tier
  // from 10.7 to 8.2 minutes on an idle machine. Each worker has its own browser, so its own
  // contexts, databases and shared session (e2e/fixtures.ts); tests are spread one by one, not
  // file by file, so that no worker is left with a long file at the end.
  workers: 3,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Not test-results/ itself: Playwright empties its outputDir, and vitest's report lives there.
  outputDir: 'test-results/playwright',
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['json', { outputFile: 'test-results/playwright.json' }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    serviceWorkers: 'allow',
    acceptDownloads: true,
    // A control that is not there fails in seconds, not at the test timeout.
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    // One renderer process for all of a browser's tabs (each worker has its own browser): a test's
    // new tab then starts in a warm process, its scripts already compiled, instead of a new one.
    // Opening a screen in a new tab took 40 % less time alone; over a mix of specs on a loaded
    // machine the gain was within the run-to-run noise (about 10 %), so it is a small one.
    launchOptions: {
      executablePath: e2eBrowserPath,
      args: [...chromiumArgs, '--renderer-process-limit=1'],
    },
    // DOM snapshots and sources, no screencast: recording the screencast of every test (kept
    // only for a failure) doubled the suite's CPU time on two cores. A failure still gets its
    // screenshot below, and the trace its before/after snapshot of each action.
    // Recording a trace costs every passing test a DOM snapshot per action; in CI only the
    // retry of a failed test records one (the failure's own screenshot is kept either way).
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${distDir}`,
        url: baseURL,
        reuseExistingServer: true,
        timeout: 30_000,
      },
})
