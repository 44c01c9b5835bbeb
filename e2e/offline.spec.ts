import { expect, test } from './fixtures'
import { admin, SEEDED_COUNTS } from './support/env'
import { waitForWarmCache } from './support/worker'

test.describe('offline', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(admin)
    await waitForWarmCache(page)
  })

  test.afterEach(async ({ context }) => {
    await context.setOffline(false)
  })

  test('the app opens offline after a reload', async ({ page, context, shell, settingsPage }) => {
    await context.setOffline(true)
    await page.reload()
    await shell.expectVisible()
    await expect(page).toHaveURL(/\/settings$/)
    await settingsPage.expectCounts(SEEDED_COUNTS)
  })

  test('signing in again works offline', async ({
    page,
    context,
    shell,
    loginPage,
    settingsPage,
  }) => {
    await shell.signOut()
    await context.setOffline(true)
    await page.goto('/login')
    await loginPage.signIn(admin)
    await expect(page).toHaveURL(/\/settings$/)
    await shell.expectVisible()
    await settingsPage.expectCounts(SEEDED_COUNTS)
  })
})
