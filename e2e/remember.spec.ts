import { expect, test } from './fixtures'
import { admin } from './support/env'

// A browser restart drops session cookies and nothing else: clearCookies() stands in for it.
test.describe('remember me', () => {
  test('an unremembered session survives a second tab but not a browser restart', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn(admin)
    const second = await context.newPage()
    await second.goto('/settings')
    await expect(second.getByTestId('app-shell')).toBeVisible()
    await second.close()

    await context.clearCookies()
    await page.reload()
    await expect(page).toHaveURL(/\/login/)
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
  })

  test('a remembered session survives a browser restart and the email is kept', async ({
    page,
    context,
    loginPage,
    shell,
  }) => {
    await loginPage.goto()
    await loginPage.fill(admin)
    await page.getByRole('checkbox', { name: 'Remember me' }).check()
    await loginPage.submit.click()
    await shell.expectVisible()

    await context.clearCookies()
    await page.reload()
    await shell.expectVisible()
    await expect(page).toHaveURL(/:\d+\/$/)

    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(loginPage.email).toHaveValue(admin.email)
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()
  })
})
