/**
 * Debian's Chromium and the flags it needs here (root, closed network); shared by
 * playwright.config.ts and scripts/bench.mjs. Never `npx playwright install`.
 */
export const chromiumPath = '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
