import { expect, test } from './fixtures'
import { admin } from './support/env'

test.describe('sign-in', () => {
  test('the form is usable before the service worker controls the page', async ({
    page,
    loginPage,
  }) => {
    // A worker that never registers: the sign-in form needs no API, so it must not wait for one.
    await page.addInitScript(() => {
      Object.defineProperty(ServiceWorkerContainer.prototype, 'register', {
        value: () => new Promise(() => undefined),
      })
    })
    await loginPage.goto()
    await loginPage.expectUsable()
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  })

  test('a first visit signs in through the form and lands on the dashboard at /', async ({
    page,
    loginPage,
    shell,
  }) => {
    await loginPage.goto()
    await loginPage.signIn(admin)
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(page.locator('main h1')).toHaveText('eCommerce dashboard')
    await shell.expectVisible()
  })

  test('a protected URL visited signed out comes back after sign-in', async ({
    page,
    loginPage,
    shell,
  }) => {
    await page.goto('/access-control')
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await loginPage.signIn(admin)
    await expect(page).toHaveURL(/\/access-control$/)
    await shell.expectVisible()
  })
})
