import { expect, LANDING, test } from './fixtures'
import { admin } from './support/env'

test.describe('navbar', () => {
  // Signed in once per worker; each test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  test.beforeEach(async ({ signIn }) => {
    await signIn(admin)
  })

  test('the main search opens with Ctrl+K and "/", groups results and opens a page', async ({
    page,
  }) => {
    await page.keyboard.press('Control+k')
    const query = page.getByRole('textbox', { name: 'Search' })
    await expect(query).toBeVisible()
    for (const group of ['Pages', 'Files', 'Contacts']) {
      // Results are buttons with text; a page result's star is an icon-only button beside it.
      const results = page
        .getByRole('group', { name: group })
        .getByRole('button')
        .filter({ hasText: /\S/ })
      await expect(results.first()).toBeVisible()
      expect(await results.count()).toBeLessThanOrEqual(4)
    }
    await query.fill('access')
    await expect(
      page
        .getByRole('group', { name: 'Pages' })
        .getByRole('button', { name: 'Access Control', exact: true }),
    ).toBeVisible()
    await query.press('Enter')
    await expect(page).toHaveURL(/\/access-control$/)
    await expect(page.getByRole('heading', { name: 'Access Control' })).toBeVisible()

    await page.locator('body').click({ position: { x: 5, y: 300 } })
    await page.keyboard.press('/')
    await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible()
  })

  test('a star in the search results bookmarks a page into the navbar, after a reload too', async ({
    page,
  }) => {
    const bookmarks = page.getByTestId('navbar-bookmarks')
    await expect(bookmarks.getByRole('link', { name: 'Coming Soon' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Search' }).first().click()
    await page.getByRole('textbox', { name: 'Search' }).fill('coming')
    await page.getByRole('button', { name: 'Bookmark Coming Soon' }).click()
    await expect(page.getByRole('button', { name: 'Remove bookmark Coming Soon' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(bookmarks.getByRole('link', { name: 'Coming Soon' })).toBeVisible()
    await page.reload()
    await expect(bookmarks.getByRole('link', { name: 'Coming Soon' })).toBeVisible()
  })

  test('the horizontal layout replaces the side menu, after a reload too', async ({
    page,
    shell,
  }) => {
    await expect(page.getByTestId('side-menu')).toBeVisible()
    await shell.openCustomizer()
    await shell.choose('Layout', 'Horizontal')
    await page.getByRole('button', { name: 'Close theme customizer' }).click()
    await expect(page.getByTestId('side-menu')).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Apps', exact: true })).toBeVisible()
    await expect(page.getByTestId('side-menu')).toHaveCount(0)
  })

  test('after a Shift+Reload the worker takes the page back and the API answers', async ({
    page,
    settingsPage,
  }) => {
    const cdp = await page.context().newCDPSession(page)
    // The reload's own document: the count of the page before it would match at once.
    const reloaded = page.waitForEvent('load')
    await cdp.send('Page.reload', { ignoreCache: true })
    await reloaded
    await expect(settingsPage.count('authUsers')).toHaveText('2')
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  })
})

// What a sign-in itself shows (its toast, its notification) and what ends the session: a fresh
// profile per test.
test.describe('navbar after a sign-in', () => {
  // Stays where sign-in lands (the dashboard), so the sign-in toast is still up.
  test.beforeEach(async ({ signIn }) => {
    await signIn(admin, LANDING)
  })

  test('the language menu translates the shell and the choice survives a reload', async ({
    page,
  }) => {
    // The sign-in toast is still up: the menu opens above it, not under it.
    await expect(page.getByText('Welcome back!')).toBeVisible()
    await page.getByRole('button', { name: 'Language' }).click()
    const items = page.getByRole('menuitem')
    await expect(items).toHaveCount(5)
    for (const item of await items.all()) {
      const onTop = await item.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return hit !== null && element.contains(hit)
      })
      expect(onTop, await item.innerText()).toBe(true)
    }
    await page.getByRole('menuitem', { name: 'Español' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('button', { name: 'Language' })).toHaveCount(0)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Settings')
  })

  test('notifications count the sign-in and "Mark all as read" clears them for good', async ({
    page,
  }) => {
    const count = page.getByTestId('notification-count')
    await expect(count).toHaveText('1')
    await page.getByRole('button', { name: 'Notifications' }).click()
    await page.getByRole('button', { name: 'Mark all as read' }).click()
    await expect(count).toHaveCount(0)
    await page.reload()
    await expect(page.getByTestId('app-shell')).toBeVisible()
    await expect(count).toHaveCount(0)
  })

  test('sign out from the user menu clears the session and guards the app again', async ({
    page,
  }) => {
    const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'))
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/login/)
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
    // The worker revoked the session: its refresh token no longer refreshes.
    const status = await page.evaluate(async (token) => {
      const response = await fetch('/jwt/refresh-token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: token }),
      })
      return response.status
    }, refreshToken)
    expect(status).toBe(401)
    await page.goto('/settings')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })
})
