/**
 * The test object every spec uses: the page objects, sign-in, and on failure the page's and the
 * worker's errors attached to the report (worker errors are otherwise invisible).
 *
 * Contexts: by default a fresh browser context per test (a fresh IndexedDB and service worker),
 * which the specs about a first visit, installation, offline, sign-in, remember-me and the session
 * need. A spec that only needs a signed-in, seeded app says `test.use({ sharedSession: true })`:
 * its tests share one context per Playwright worker, signed in once, and `signIn` resets the data
 * to the seed through the API (the session survives a reset) and forgets the UI settings
 * between tests, so no test sees another's changes.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { LoginPage } from './pages/LoginPage'
import { SettingsPage } from './pages/SettingsPage'
import { Shell } from './pages/Shell'
import type { Account } from './support/env'
import { callApi } from './support/api'

interface Fixtures {
  loginPage: LoginPage
  shell: Shell
  settingsPage: SettingsPage
  /** Signs in (through the form, or by a reset in a shared session) and waits for the shell. */
  signIn: (account: Account) => Promise<void>
  /** Run this spec's tests in the worker's shared, signed-in context. */
  sharedSession: boolean
  diagnostics: undefined
}

interface WorkerFixtures {
  /** One context per worker, created on first use; `account` is who it is signed in as. */
  sessionContext: { context: BrowserContext | null; account: string | null }
}

/** What survives between tests of a shared session: the session itself. */
const SESSION_KEYS = ['accessToken', 'refreshToken', 'userData', 'corredor-remember']

/** How long the shared session's refresh token must still live for the session to be reused. */
const SESSION_MARGIN_MS = 3 * 60_000

/**
 * Whether the shared context's session will outlive the next test. Its refresh token lives ten
 * minutes from the last rotation, and specs with fresh profiles may run in between: a session
 * past its margin is dropped with its context rather than ending in the middle of a test.
 */
async function sessionLasts(context: BrowserContext, baseURL: string | undefined) {
  const { origins } = await context.storageState()
  const storage = origins.find((entry) => entry.origin === new URL(baseURL ?? '').origin)
  const token = storage?.localStorage.find((item) => item.name === 'refreshToken')?.value
  const payload = token?.split('.')[1]
  if (!payload) return false
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp?: number }
  return typeof exp === 'number' && exp * 1000 - Date.now() > SESSION_MARGIN_MS
}

/** Back to the seed, through the API as the app would; false when the session is gone. */
async function resetToSeed(page: Page): Promise<boolean> {
  // A light screen that loads no data, under the worker's control.
  await page.goto('/misc/coming-soon')
  const reset = await callApi(page, '/api/local-db/reset', { method: 'POST' })
  await page.evaluate((keep) => {
    for (const key of Object.keys(localStorage))
      if (!keep.includes(key)) localStorage.removeItem(key)
    sessionStorage.clear()
  }, SESSION_KEYS)
  return reset.status === 200
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  sharedSession: [false, { option: true }],
  sessionContext: [
    // `provide` is Playwright's `use`, renamed so the React hooks lint rule leaves it alone.
    // eslint-disable-next-line no-empty-pattern -- Playwright reads dependencies from this pattern
    async ({}, provide) => {
      const session: WorkerFixtures['sessionContext'] = { context: null, account: null }
      await provide(session)
      await session.context?.close()
    },
    { scope: 'worker' },
  ],
  context: async (
    { browser, sharedSession, sessionContext, baseURL, acceptDownloads, serviceWorkers },
    provide,
  ) => {
    const options = { baseURL, acceptDownloads, serviceWorkers }
    if (sharedSession) {
      const kept = sessionContext.context
      if (kept && sessionContext.account && !(await sessionLasts(kept, baseURL))) {
        await kept.close()
        sessionContext.context = null
        sessionContext.account = null
      }
      sessionContext.context ??= await browser.newContext(options)
      await provide(sessionContext.context)
      // Playwright closes a test's pages by closing its context: here, close them ourselves.
      for (const open of sessionContext.context.pages()) await open.close()
      return
    }
    const context = await browser.newContext(options)
    await provide(context)
    await context.close()
  },
  loginPage: async ({ page }, provide) => provide(new LoginPage(page)),
  shell: async ({ page }, provide) => provide(new Shell(page)),
  settingsPage: async ({ page }, provide) => provide(new SettingsPage(page)),
  signIn: async ({ page, loginPage, shell, sharedSession, sessionContext }, provide) => {
    await provide(async (account) => {
      if (sharedSession && sessionContext.account === account.email) {
        if (await resetToSeed(page)) {
          await page.goto('/')
          await shell.expectVisible()
          return
        }
        await page.evaluate(() => localStorage.clear())
      }
      await loginPage.goto()
      await loginPage.signIn(account)
      await shell.expectVisible()
      if (sharedSession) sessionContext.account = account.email
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
