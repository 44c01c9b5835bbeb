import { expect, test } from './fixtures'
import { admin } from './support/env'

/**
 * A session that ends by itself. The worker's clock cannot be moved from here, so an ended
 * session is staged: tokens the worker refuses are written where the page keeps them.
 */
test.describe('an ended session', () => {
  test('a lapsed session ends at the next input: /login says so, and sign-in comes back', async ({
    page,
    signIn,
    loginPage,
    shell,
  }) => {
    await signIn(admin)
    await page.goto('/apps/todo')
    await expect(page.getByRole('list', { name: 'Tasks' })).toBeVisible()
    // Tokens whose `exp` has passed (the page reads it; the worker refuses the forged signature).
    await page.evaluate(() => {
      const encode = (value: object) =>
        btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
      const exp = Math.floor(Date.now() / 1000) - 60
      const token = (typ: string) =>
        `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', typ, exp, iat: exp - 600 })}.x`
      localStorage.setItem('accessToken', token('access'))
      localStorage.setItem('refreshToken', token('refresh'))
    })
    await page.keyboard.press('Shift')

    await expect(page).toHaveURL(/\/login\?redirect=/)
    await expect(loginPage.sessionEnded).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull()
    await loginPage.signIn(admin)
    await expect(page).toHaveURL(/\/apps\/todo$/)
    await shell.expectVisible()
    await expect(loginPage.sessionEnded).toHaveCount(0)
  })

  test('a session refused on reload leads to /login with the notice', async ({
    page,
    signIn,
    loginPage,
  }) => {
    await signIn(admin)
    await page.goto('/apps/todo')
    await expect(page.getByRole('list', { name: 'Tasks' })).toBeVisible()
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'not.a.token')
      localStorage.setItem('refreshToken', 'revoked.refresh.token')
    })
    await page.reload()
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapps%2Ftodo/)
    await expect(loginPage.sessionEnded).toBeVisible()
    await loginPage.signIn(admin)
    await expect(page).toHaveURL(/\/apps\/todo$/)
  })

  test('signing out by hand shows no notice', async ({ page, signIn, loginPage }) => {
    await signIn(admin)
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await loginPage.expectUsable()
    await expect(loginPage.sessionEnded).toHaveCount(0)
  })
})
