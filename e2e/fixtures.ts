/**
 * The test object every spec uses: a fresh browser context per test (Playwright's default, so
 * a fresh IndexedDB and service worker), the page objects, and on failure the page's and the
 * worker's errors attached to the report (worker errors are otherwise invisible).
 */
import { test as base, expect } from '@playwright/test'
import { LoginPage } from './pages/LoginPage'
import { SettingsPage } from './pages/SettingsPage'
import { Shell } from './pages/Shell'
import type { Account } from './support/env'

interface Fixtures {
  loginPage: LoginPage
  shell: Shell
  settingsPage: SettingsPage
  /** Signs in through the form and waits for the shell. */
  signIn: (account: Account) => Promise<void>
  diagnostics: undefined
}

export const test = base.extend<Fixtures>({
  // `provide` is Playwright's `use`, renamed so the React hooks lint rule leaves it alone.
  loginPage: async ({ page }, provide) => provide(new LoginPage(page)),
  shell: async ({ page }, provide) => provide(new Shell(page)),
  settingsPage: async ({ page }, provide) => provide(new SettingsPage(page)),
  signIn: async ({ loginPage, shell }, provide) => {
    await provide(async (account) => {
      await loginPage.goto()
      await loginPage.signIn(account)
      await shell.expectVisible()
    })
  },
  diagnostics: [
    async ({ context }, provide, testInfo) => {
      const lines: string[] = []
      context.on('weberror', (error) =>
        lines.push(`pageerror: ${error.error().stack ?? error.error().message}`),
      )
      context.on('console', (message) => {
        if (message.type() === 'error')
          lines.push(`console (${message.location().url}): ${message.text()}`)
      })
      await provide(undefined)
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
