/**
 * Issue 26's worker figures, in a warm profile (worker installed, cache warm), signed out:
 * - `return`: a new navigation to /login (from about:blank) with the worker running, timed from
 *   the navigation's start to the first frame that shows the "Sign in" button;
 * - `return-stopped`: the same after CDP `ServiceWorker.stopAllWorkers`, so the browser starts
 *   the worker (evaluates its script) to answer the navigation;
 * - `api-list`: round trips of a list request at seed size (./round-trips.mjs).
 */
import { recorded } from './in-page.mjs'

/** @typedef {import('playwright-core').Page} Page */

/** Records `__benchButtonAt`: the first frame in which the form's "Sign in" button is shown. */
export function watchForSignInButton() {
  const shown = () => {
    const button = Array.from(document.querySelectorAll('form button[type="submit"]')).find(
      (element) => element.textContent?.trim() === 'Sign in',
    )
    return Boolean(button && button.getClientRects().length > 0)
  }
  const record = () =>
    requestAnimationFrame(() => Object.assign(window, { __benchButtonAt: performance.now() }))
  const observer = new MutationObserver(() => {
    if (!shown()) return
    observer.disconnect()
    record()
  })
  observer.observe(document, { childList: true, subtree: true, attributes: true })
}

/**
 * Stops every service worker of the browser and waits until the page's is reported stopped.
 * @param {Page} page
 */
async function stopWorkers(page) {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('ServiceWorker.enable')
    /** @type {Promise<void>} */
    const stopped = new Promise((resolve) => {
      const timer = setTimeout(resolve, 3000)
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        if (versions.every((version) => version.runningStatus === 'stopped')) {
          clearTimeout(timer)
          resolve()
        }
      })
    })
    await cdp.send('ServiceWorker.stopAllWorkers')
    await stopped
  } finally {
    await cdp.detach().catch(() => undefined)
  }
}

/** The contexts that record `__benchButtonAt` already. */
const watched = new WeakSet()

/**
 * `runs` new navigations to /login; milliseconds from each navigation start to the first frame
 * showing "Sign in". With `stopped`, the worker is stopped before each.
 * @param {Page} page a page of the warm profile, signed out
 * @param {string} baseURL
 * @param {number} runs
 * @param {{ stopped?: boolean }} [options]
 */
export async function returnVisits(page, baseURL, runs, { stopped = false } = {}) {
  if (!watched.has(page.context())) {
    watched.add(page.context())
    await page.context().addInitScript(watchForSignInButton)
  }
  await page.evaluate(() =>
    ['accessToken', 'refreshToken', 'userData'].forEach((key) => localStorage.removeItem(key)),
  )
  const times = []
  for (let run = 0; run < runs; run += 1) {
    await page.goto('about:blank')
    if (stopped) await stopWorkers(page)
    // Let the previous page's work (and the stop) settle before the clock starts.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await page.goto(`${baseURL}/login`)
    times.push(await recorded(page, '__benchButtonAt'))
  }
  return times
}
