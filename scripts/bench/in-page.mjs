/**
 * Scripts the bench installs in the page with `addInitScript` (they run before the app's own
 * scripts, on every navigation), and the waits that read what they record. Each records
 * `performance.now()` (milliseconds since that navigation started) in a `window.__bench*` global,
 * at the first animation frame in which its condition holds.
 *
 * The markers follow the app: the sign-in form's field labelled "Email" (e2e/pages/LoginPage.ts),
 * the settings page /settings, whose `<main>` holds its `<h1>` and the table of row counts with
 * `data-testid="count-total"` once the stats have loaded (e2e/pages/SettingsPage.ts), and the
 * admin's landing page `/`, the dashboard, once every card is past its skeleton.
 */

/** @typedef {import('playwright-core').Page} Page */

/** Records `__benchFormAt`: the Email field is rendered, visible and enabled. */
export function watchForUsableForm() {
  const usable = () => {
    const label = Array.from(document.querySelectorAll('label')).find(
      (element) => element.textContent?.trim() === 'Email',
    )
    const input = /** @type {HTMLInputElement | null | undefined} */ (label?.control)
    return Boolean(input && !input.disabled && input.getClientRects().length > 0)
  }
  const observer = new MutationObserver(() => {
    if (!usable()) return
    observer.disconnect()
    requestAnimationFrame(() => Object.assign(window, { __benchFormAt: performance.now() }))
  })
  observer.observe(document, { childList: true, subtree: true, attributes: true })
}

/**
 * Records `__benchContentAt`: the landing page's heading and its data (the total row count)
 * are shown. Also records `__benchClickAt` when the sign-in form's submit button is clicked
 * (a capturing listener, so before the app's own handlers run).
 */
export function watchForLandingContent() {
  addEventListener(
    'click',
    (event) => {
      const target = /** @type {Element | null} */ (event.target)
      if (!target?.closest?.('form button[type="submit"]')) return
      if (!('__benchClickAt' in window))
        Object.assign(window, { __benchClickAt: performance.now() })
    },
    true,
  )
  /** @param {Element | null} element */
  const shown = (element) => Boolean(element && element.getClientRects().length > 0)
  // /settings: the row counts; / (where sign-in lands since issue 12): every card past its skeleton.
  const ready = () => {
    const total = document.querySelector('main [data-testid="count-total"]')
    const settings = shown(total) && /\d/.test(total?.textContent ?? '')
    const dashboard =
      document.querySelectorAll('main section[data-testid^="card-"]').length >= 8 &&
      !document.querySelector('main [data-testid="card-loading"]')
    return shown(document.querySelector('main h1')) && (settings || dashboard)
  }
  const observer = new MutationObserver(() => {
    if (!ready()) return
    observer.disconnect()
    requestAnimationFrame(() => Object.assign(window, { __benchContentAt: performance.now() }))
  })
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    characterData: true,
  })
}

/**
 * Waits for a `__bench*` global of the current document and returns it.
 * @param {Page} page
 * @param {'__benchFormAt' | '__benchContentAt' | '__benchClickAt' | '__benchDashboardAt'
 *   | '__benchButtonAt'} name
 * @returns {Promise<number>}
 */
export async function recorded(page, name) {
  const handle = await page.waitForFunction(
    (name) => /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window))[name],
    name,
    { timeout: 30_000 },
  )
  return /** @type {number} */ (await handle.jsonValue())
}

/**
 * Signs `account` in from the page and leaves `window.__benchCall(method, path, body)` there: an
 * API call through the worker with the account's token, answering the JSON, throwing on a status
 * that is not 2xx. The scale benches (invoices, data tables) time their calls in the page with it.
 * @param {Page} page a page of the app, under the worker's control
 * @param {{ email: string, password: string }} account
 */
export function installApiCaller(page, account) {
  return page.evaluate(async (account) => {
    const login = await fetch('/jwt/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    })
    const { accessToken } = await login.json()
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }
    /** @param {string} method @param {string} path @param {unknown} [body] */
    const call = async (method, path, body) => {
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`)
      return response.json()
    }
    Object.assign(window, { __benchCall: call })
  }, account)
}
