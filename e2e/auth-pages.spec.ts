/**
 * The auth screens' designs under /pages (basic and cover frames): login and register are the
 * real forms and really sign in; every screen renders at once, in both skins, accessibly. Fresh
 * profiles: these tests are about signing in.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { admin, client, LOGIN_FAILED } from './support/env'
import { waitForWarmCache } from './support/worker'

const HEADINGS = {
  login: 'Welcome to Corredor! 👋',
  register: 'Adventure starts here 🚀',
  'forgot-password': 'Forgot Password? 🔒',
  'reset-password': 'Reset password 🔒',
  'verify-email': 'Verify your email ✉️',
  'two-steps': 'Two-step verification 💬',
}
const SCREENS = Object.entries(HEADINGS).flatMap(([screen, heading]) =>
  ['basic', 'cover'].map((frame) => ({ path: `/pages/${screen}-${frame}`, heading })),
)

/** Every h1 the page ever shows, so that a flash of another screen is caught. */
async function recordHeadings(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { headingsSeen: seen })
    new MutationObserver(() => {
      for (const h1 of Array.from(document.querySelectorAll('h1')))
        if (h1.textContent && !seen.includes(h1.textContent)) seen.push(h1.textContent)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen)
}

test.describe('auth designs', () => {
  test('register on register-cover, sign out, sign in on login-basic, still in after a reload', async ({
    page,
    loginPage,
    shell,
  }) => {
    await page.goto('/pages/register-cover')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.register)
    await expect(page.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
      'href',
      '/pages/login-cover',
    )
    const username = page.getByLabel('Username', { exact: true })
    const email = page.getByLabel('Email', { exact: true })
    await username.fill('johndoe')
    await email.fill(admin.email)
    await page.getByLabel('Password', { exact: true }).fill('seguro123')
    await page.getByRole('checkbox', { name: /privacy policy/ }).check()
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(email).toHaveAccessibleDescription('This email is already in use.')
    await expect(username).toHaveAccessibleDescription('This username is already in use.')

    await username.fill('lucia.ferrer')
    await email.fill('lucia@agencia.es')
    await page.getByRole('button', { name: 'Sign up' }).click()
    // A new account is a client: it lands where clients land.
    await expect(page).toHaveURL(/\/access-control$/)
    await shell.expectVisible()

    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/login$/)

    await loginPage.goto('/pages/login-basic')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.login)
    await loginPage.signIn({ email: 'lucia@agencia.es', password: 'seguro123' })
    await expect(page).toHaveURL(/\/access-control$/)
    await shell.expectVisible()
    await page.reload()
    await shell.expectVisible()
    await expect(page).toHaveURL(/\/access-control$/)
    const stored = await page.evaluate(() => localStorage.getItem('userData'))
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ username: 'lucia.ferrer', role: 'client' })
  })

  test('login-cover: a wrong password is refused on the email field; links stay in the frame; a demo account follows the redirect', async ({
    page,
    loginPage,
    shell,
  }) => {
    await loginPage.goto('/pages/login-cover?redirect=/settings')
    await loginPage.signIn({ email: admin.email, password: 'not-the-password' })
    await expect(loginPage.email).toHaveAttribute('aria-invalid', 'true')
    await expect(loginPage.email).toHaveAccessibleDescription(LOGIN_FAILED)
    await expect(page).toHaveURL(/\/pages\/login-cover/)
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/pages/forgot-password-cover',
    )
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/pages/register-cover',
    )

    await page.getByRole('button', { name: admin.email }).click()
    await expect(loginPage.password).toHaveValue(admin.password)
    await loginPage.submit.click()
    await expect(page).toHaveURL(/\/settings$/)
    await shell.expectVisible()
  })

  test('signed in, a design opens from the menu and signs in as another account, whose data alone shows', async ({
    page,
    loginPage,
    shell,
    signIn,
  }) => {
    await signIn(admin)
    // The admin's search, cached with the admin's pages.
    await page.keyboard.press('Control+k')
    const search = page.getByRole('textbox', { name: 'Search' })
    await search.fill('kanban')
    const pages = page.getByRole('group', { name: 'Pages' })
    await expect(pages.getByRole('button', { name: 'Kanban', exact: true })).toBeVisible()
    await page.keyboard.press('Escape')

    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await menu.getByRole('button', { name: 'Authentication' }).click()
    await menu.getByRole('link', { name: 'Login Cover' }).click()
    await expect(page).toHaveURL(/\/pages\/login-cover$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.login)
    await loginPage.signIn(client)
    await expect(page).toHaveURL(/\/access-control$/)
    await shell.expectVisible()
    await expect(page.getByText('client@demo.com')).toBeVisible()

    await page.getByRole('button', { name: 'Search' }).first().click()
    await search.fill('kanban')
    await expect(pages.getByRole('button', { name: 'Kanban', exact: true })).toHaveCount(0)
    await search.fill('access')
    await expect(pages.getByRole('button', { name: 'Access Control', exact: true })).toBeVisible()
  })

  // Signed out, as a visitor meets them; the screen sweep audits each with axe in both skins.
  test('all twelve render their one heading in main, at once, with no error', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    const headingsSeen = await recordHeadings(page)
    for (const { path, heading } of SCREENS) {
      await page.goto(path)
      const h1 = page.getByRole('main').getByRole('heading', { level: 1 })
      await expect(h1, path).toHaveText(heading)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
      await expect(page.getByRole('main'), path).toHaveCount(1)
      // No other screen (the not-found page, the sign-in screen) showed on the way.
      expect(await headingsSeen(), path).toEqual([heading])
    }
    expect(errors).toEqual([])
  })

  test.describe('offline', () => {
    test.use({ warmUp: true })

    test('after a first visit the designs open offline, pictures and all, and sign in', async ({
      page,
      context,
      loginPage,
      shell,
    }) => {
      await page.goto('/pages/verify-email-basic')
      await waitForWarmCache(page)
      await context.setOffline(true)
      await page.goto('/pages/reset-password-cover')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS['reset-password'])
      // The cover's picture is drawn inline: nothing to fetch.
      await expect(page.locator('main').locator('xpath=..').locator('svg').first()).toBeVisible()
      await loginPage.goto('/pages/login-cover')
      await loginPage.signIn(admin)
      await expect(page).toHaveURL(/:\d+\/$/)
      await shell.expectVisible()
      await context.setOffline(false)
    })
  })

  test('reached from the sign-in screens (which start without the app routes), a design still shows', async ({
    page,
    loginPage,
  }) => {
    const headingsSeen = await recordHeadings(page)
    await loginPage.goto()
    await loginPage.expectUsable()
    // A client-side visit: the sign-in shell knows only its three screens, so it hands the
    // page over to the app, which renders the design.
    await page.evaluate(() => {
      history.pushState(history.state, '', '/pages/two-steps-basic')
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS['two-steps'])
    expect(await headingsSeen()).toEqual([HEADINGS.login, HEADINGS['two-steps']])
  })
})
