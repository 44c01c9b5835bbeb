/**
 * Debian's Chromium and the flags it needs here (root, closed network); shared by
 * playwright.config.ts and the scripts. Never `npx playwright install`.
 */
import { existsSync } from 'node:fs'

/** The full browser: the benches, screenshots and the installability check use it. */
export const chromiumPath = '/usr/bin/chromium'

/**
 * Chromium's headless shell (Debian's chromium-headless-shell), the same engine without the
 * browser's own UI layers: what Playwright runs headless by default. On two cores, a sample of
 * four e2e specs took about 13 % less time in it (2.4 against 2.7 min). The full browser when it
 * is not installed, or when E2E_BROWSER names another.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'
export const e2eBrowserPath =
  process.env.E2E_BROWSER || (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : chromiumPath)

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
