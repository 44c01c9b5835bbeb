/**
 * The test object every spec uses: the page objects, sign-in, and on failure the page's and the
 * worker's errors attached to the report (worker errors are otherwise invisible).
 *
 * Contexts: by default a fresh browser context per test (a fresh IndexedDB and service worker),
 * which the specs about a first visit, installation, offline, sign-in, remember-me and the session
 * need. A spec that only needs a signed-in, seeded app says `test.use({ sharedSession: true })`:
 * its tests share one context per Playwright worker, signed in once. That context keeps a
 * "control" page open on a light screen under the worker's control; before each test `signIn`
 * resets the data to the seed from it through the API (the session survives a reset) and puts
 * localStorage back as the sign-in left it (the UI settings forgotten, the sign-in already
 * announced), so no test sees another's changes, and the test's own page opens straight on the
 * screen it asked for. The test's pages are closed after it; the control page stays.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { LoginPage } from './pages/LoginPage'
import { SettingsPage } from './pages/SettingsPage'
import { Shell } from './pages/Shell'
import type { Account } from './support/env'
import { callApi } from './support/api'
import { waitForController } from './support/worker'

/** Where a sign-in through the form lands: the admin's home, the e-commerce dashboard. */
export const LANDING = '/'
/**
 * The screen `signIn` opens unless told otherwise: the settings page, light and data-cheap, so
 * specs not about the dashboards do not wait for its cards.
 */
export const START = '/settings'

interface Fixtures {
  loginPage: LoginPage
  shell: Shell
  settingsPage: SettingsPage
  /**
   * Signs in (through the form, or in a shared session by a reset to the seed), then opens `path`
   * (by default START for the admin; in a fresh profile, anyone else stays where sign-in landed)
   * and waits for the shell (unless `shell: false`: a screen outside it, or a caller that checks
   * what it opened itself).
   */
  signIn: (account: Account, path?: string, options?: { shell?: boolean }) => Promise<void>
  /** Run this spec's tests in the worker's shared, signed-in context. */
  sharedSession: boolean
  /**
   * Let the app ask its worker for the offline warm-up (every build file, some 980, fetched and
   * stored in the background). Off unless a spec says so: only the specs about offline use need
   * it, and in every other fresh profile it was the test's largest cost (some 12 s of CPU on
   * these two cores, against 4 s for the test itself). Offline specs turn it on.
   */
  warmUp: boolean
  diagnostics: undefined
}

interface SharedSession {
  context: BrowserContext | null
  /** The page resets are sent from, opened with the context: it stays on CONTROL_PATH. */
  control: Page | null
  /** Who the context is signed in as; null until the first sign-in. */
  account: string | null
  /** localStorage as the sign-in left it, but for the session's own keys (they rotate). */
  signedIn: Record<string, string>
}

interface WorkerFixtures {
  /** One shared context per worker, created on first use. */
  sessionContext: SharedSession
}

/** A screen outside the signed-in app: no data, no session keeper, no change listener. */
const CONTROL_PATH = '/misc/coming-soon'

/** The session itself, kept as it is between tests of a shared session. */
const SESSION_KEYS = ['accessToken', 'refreshToken', 'userData', 'corredor-remember']

/** How long the shared session's refresh token must still live for the session to be reused. */
const SESSION_MARGIN_MS = 3 * 60_000

/**
 * Whether the shared context's session will outlive the next test. Its refresh token lives ten
 * minutes from the last rotation, and specs with fresh profiles may run in between: a session
 * past its margin is dropped with its context rather than ending in the middle of a test.
 */
async function sessionLasts(control: Page): Promise<boolean> {
  const token = await control.evaluate(() => localStorage.getItem('refreshToken'))
  const payload = token?.split('.')[1]
  if (!payload) return false
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp?: number }
  return typeof exp === 'number' && exp * 1000 - Date.now() > SESSION_MARGIN_MS
}

/**
 * Signs in through the form on the control page, notes what the sign-in left in localStorage,
 * then parks the page on CONTROL_PATH.
 */
async function signInControl(session: SharedSession, account: Account): Promise<void> {
  const control = session.control!
  // After a session that ended, or a sign-in that failed half-way: start signed out.
  if (control.url() !== 'about:blank') await control.evaluate(() => localStorage.clear())
  // In front while it is used through the form (the test's page goes back in front after).
  await control.bringToFront()
  const loginPage = new LoginPage(control)
  await loginPage.goto()
  await loginPage.signIn(account)
  await new Shell(control).expectVisible()
  // The shell's first mount after a sign-in records the active user in the CRM store (and pops
  // the "Signed in as" toast): once stored, later mounts say nothing.
  await control.waitForFunction(() => {
    const crm = JSON.parse(localStorage.getItem('corredor-crm') ?? '{}') as {
      state?: { usuarioActivo?: unknown }
    }
    return Boolean(crm.state?.usuarioActivo)
  })
  session.signedIn = await control.evaluate((live) => {
    const kept: Record<string, string> = {}
    for (const key of Object.keys(localStorage))
      if (!live.includes(key)) kept[key] = localStorage.getItem(key) ?? ''
    return kept
  }, SESSION_KEYS)
  await control.goto(CONTROL_PATH)
  await waitForController(control)
}

/**
 * Back to the seed, through the API as the app would, and localStorage back to what the sign-in
 * left (each test's page is a new tab: its sessionStorage starts empty). False when the session
 * is gone.
 */
async function resetToSeed(session: SharedSession): Promise<boolean> {
  const control = session.control!
  const reset = await callApi(control, '/api/local-db/reset', { method: 'POST' })
  await control.evaluate(
    ({ live, signedIn }) => {
      for (const key of Object.keys(localStorage))
        if (!live.includes(key)) localStorage.removeItem(key)
      for (const [key, value] of Object.entries(signedIn)) localStorage.setItem(key, value)
    },
    { live: SESSION_KEYS, signedIn: session.signedIn },
  )
  return reset.status === 200
}

/**
 * In the page, before its scripts: the app's request for the offline warm-up is dropped (every
 * other message to the worker goes through).
 */
function withoutWarmUp(): void {
  // Init scripts run in every frame; one without service workers (a print window) has nothing to drop.
  if (typeof ServiceWorker === 'undefined') return
  const { postMessage } = ServiceWorker.prototype
  Object.defineProperty(ServiceWorker.prototype, 'postMessage', {
    value(this: ServiceWorker, ...args: unknown[]) {
      const [message] = args as [{ type?: unknown } | null]
      if (message?.type === 'WARM') return
      Reflect.apply(postMessage, this, args)
    },
  })
}

async function dropSession(session: SharedSession): Promise<void> {
  await session.context?.close()
  session.context = null
  session.control = null
  session.account = null
  session.signedIn = {}
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  sharedSession: [false, { option: true }],
  warmUp: [false, { option: true }],
  sessionContext: [
    // `provide` is Playwright's `use`, renamed so the React hooks lint rule leaves it alone.
    // eslint-disable-next-line no-empty-pattern -- Playwright reads dependencies from this pattern
    async ({}, provide) => {
      const session: SharedSession = { context: null, control: null, account: null, signedIn: {} }
      await provide(session)
      await session.context?.close()
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      browser,
      sharedSession,
      warmUp,
      sessionContext: session,
      baseURL,
      acceptDownloads,
      serviceWorkers,
    },
    provide,
  ) => {
    const options = { baseURL, acceptDownloads, serviceWorkers }
    const newContext = async () => {
      const context = await browser.newContext(options)
      if (!warmUp) await context.addInitScript(withoutWarmUp)
      return context
    }
    if (sharedSession) {
      if (session.account && !(await sessionLasts(session.control!))) await dropSession(session)
      if (!session.context) {
        session.context = await newContext()
        // Opened before the test's page, so that this one is the tab in front: a tab behind
        // another is drawn at 2 frames a second, and each click waits frames for stability.
        session.control = await session.context.newPage()
      }
      const { context, control } = session
      await provide(context)
      // Playwright closes a test's pages by closing its context: here, close them ourselves.
      for (const open of context.pages()) if (open !== control) await open.close()
      return
    }
    const context = await newContext()
    await provide(context)
    await context.close()
  },
  loginPage: async ({ page }, provide) => provide(new LoginPage(page)),
  shell: async ({ page }, provide) => provide(new Shell(page)),
  settingsPage: async ({ page }, provide) => provide(new SettingsPage(page)),
  signIn: async ({ page, loginPage, shell, sharedSession, sessionContext: session }, provide) => {
    await provide(async (account, asked, { shell: waitForShell = true } = {}) => {
      if (!sharedSession) {
        await loginPage.goto()
        await loginPage.signIn(account)
        await shell.expectVisible()
        // Unless told otherwise, the admin (landing on the dashboard) goes on to START; anyone
        // else stays where sign-in landed (the client on /access-control).
        const landed = new URL(page.url()).pathname
        const path = asked ?? (landed === LANDING ? START : landed)
        if (path !== landed) {
          await page.goto(path)
          if (waitForShell) await shell.expectVisible()
        }
        return
      }
      if (session.account !== null && session.account !== account.email) {
        throw new Error(`this worker's shared session is signed in as ${session.account}`)
      }
      if (!session.account) {
        // The first test of this context: it signs in, and so starts at the seed already.
        await signInControl(session, account)
        session.account = account.email
      } else if (!(await resetToSeed(session))) {
        // The session ended after all: sign in again, which also starts from the seed.
        await signInControl(session, account)
      }
      await page.bringToFront()
      await page.goto(asked ?? START)
      if (waitForShell) await shell.expectVisible()
    })
  },
  diagnostics: [
    async ({ context }, provide, testInfo) => {
      const lines: string[] = []
      const onError = (error: { error(): Error }) =>
        lines.push(`pageerror: ${error.error().stack ?? error.error().message}`)
      const onConsole = (message: import('@playwright/test').ConsoleMessage) => {
        if (message.type() === 'error')
          lines.push(`console (${message.location().url}): ${message.text()}`)
      }
      context.on('weberror', onError)
      context.on('console', onConsole)
      await provide(undefined)
      context.off('weberror', onError)
      context.off('console', onConsole)
      if (testInfo.status !== testInfo.expectedStatus && lines.length) {
        await testInfo.attach('browser-errors', {
          body: lines.join('\n'),
          contentType: 'text/plain',
        })
      }
    },
    { auto: true },
  ],
})

export { expect }
