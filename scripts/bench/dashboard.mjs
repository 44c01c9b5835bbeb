/**
 * The signed-in dashboard (issue 12): `/` opened in a signed-in, warm profile, `runs` times. Each
 * run reloads `/` and takes the milliseconds from the navigation to the dashboard's content (its
 * heading, and every card past its skeleton); the first run also adds up every JS file the
 * document asked for until its network was idle (gzip, as the first-visit figure counts them):
 * everything `/` loads, and the part of it beyond the sign-in path (the entry chunk the sign-in
 * form has already loaded, listed in `<outDir>/.vite/sign-in-path.json`): what `/` loads after
 * sign-in. Target for the latter: at most 250 kB (the peer template ships 607 kB).
 *
 * `npm run bench -- --only=dashboard` measures only this.
 */
import { existsSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { recorded } from './in-page.mjs'
import { transferSize } from './visits.mjs'

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Request} Request */

export const DASHBOARD_PATH = '/'
const QUIET_MS = 500
const IDLE_TIMEOUT_MS = 20_000

/**
 * Records `__benchDashboardAt`: the dashboard's `<h1>` is shown, its cards are mounted and none
 * still shows its skeleton (`data-testid="card-loading"`).
 */
export function watchForDashboardContent() {
  /** @param {Element | null} element */
  const shown = (element) => Boolean(element && element.getClientRects().length > 0)
  const ready = () =>
    shown(document.querySelector('main h1')) &&
    document.querySelectorAll('main section[data-testid^="card-"]').length >= 8 &&
    !document.querySelector('main [data-testid="card-loading"]')
  const observer = new MutationObserver(() => {
    if (!ready()) return
    observer.disconnect()
    requestAnimationFrame(() => Object.assign(window, { __benchDashboardAt: performance.now() }))
  })
  observer.observe(document, { childList: true, subtree: true, attributes: true })
}

/** @param {Set<Request>} inFlight */
async function networkIdle(inFlight) {
  const deadline = Date.now() + IDLE_TIMEOUT_MS
  let quietSince = Date.now()
  while (Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = Date.now()
    else if (Date.now() - quietSince >= QUIET_MS) return
    await new Promise((done) => setTimeout(done, 50))
  }
}

/**
 * @param {Page} page a signed-in page of the app, its worker installed and its cache warm
 * @param {string} baseURL
 * @param {string} outDir the build, to size the files
 * @param {number} runs
 * @returns {Promise<{ jsGzipBytes: number, jsFiles: number, afterSignInBytes: number,
 *   afterSignInFiles: number, files: { path: string, wireBytes: number, signInPath: boolean }[],
 *   contentMs: number[] }>}
 */
export async function dashboardFigures(page, baseURL, outDir, runs) {
  await page.context().addInitScript(watchForDashboardContent)
  if (new URL(page.url()).pathname !== DASHBOARD_PATH)
    await page.goto(`${baseURL}${DASHBOARD_PATH}`)
  /** @type {Set<Request>} */
  const inFlight = new Set()
  /** @type {Set<string>} */
  const scripts = new Set()
  const onRequest = (/** @type {Request} */ request) => {
    if (request.serviceWorker()) return
    inFlight.add(request)
    const path = new URL(request.url()).pathname
    if (extname(path) === '.js') scripts.add(path)
  }
  const done = (/** @type {Request} */ request) => inFlight.delete(request)
  const contentMs = []
  for (let run = 0; run < runs; run += 1) {
    if (run === 0) {
      page.on('request', onRequest)
      page.on('requestfinished', done)
      page.on('requestfailed', done)
    }
    await page.reload()
    contentMs.push(await recorded(page, '__benchDashboardAt'))
    if (run === 0) {
      await networkIdle(inFlight)
      page.off('request', onRequest)
      page.off('requestfinished', done)
      page.off('requestfailed', done)
    }
  }
  const report = join(outDir, '.vite', 'sign-in-path.json')
  /** @type {Set<string>} */
  const signInPath = new Set(
    existsSync(report)
      ? /** @type {{ files: { file: string }[] }} */ (
          JSON.parse(readFileSync(report, 'utf8'))
        ).files.map((file) => file.file)
      : [],
  )
  const files = [...scripts]
    .map((path) => ({
      path,
      wireBytes: transferSize(outDir, path)?.wire ?? 0,
      signInPath: signInPath.has(path),
    }))
    .sort((a, b) => b.wireBytes - a.wireBytes)
  const after = files.filter((file) => !file.signInPath)
  /** @param {{ wireBytes: number }[]} list */
  const sum = (list) => list.reduce((total, file) => total + file.wireBytes, 0)
  return {
    jsGzipBytes: sum(files),
    jsFiles: files.length,
    afterSignInBytes: sum(after),
    afterSignInFiles: after.length,
    files,
    contentMs,
  }
}
