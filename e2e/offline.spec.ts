import { expect, test } from './fixtures'
import { admin, SEEDED_COUNTS } from './support/env'
import { ASSET_CACHE, waitForWarmCache } from './support/worker'

test.describe('offline', () => {
  test.use({ warmUp: true })

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
    await expect(page.getByTestId('offline-badge')).toHaveText('Offline')
  })

  test('the badge follows the network, and a change made offline survives a reload', async ({
    page,
    context,
    settingsPage,
  }) => {
    const badge = page.getByTestId('offline-badge')
    await expect(badge).toHaveCount(0)
    await context.setOffline(true)
    await expect(badge).toBeVisible()

    // Star a page from the search while offline: the worker writes to IndexedDB.
    await page.getByRole('button', { name: 'Search' }).first().click()
    await page.getByRole('textbox', { name: 'Search' }).fill('maintenance')
    await page.getByRole('button', { name: 'Bookmark Maintenance' }).click()
    await page.keyboard.press('Escape')
    await expect(settingsPage.count('bookmarks')).toHaveText(String(SEEDED_COUNTS.bookmarks + 1))
    await page.reload()
    await expect(settingsPage.count('bookmarks')).toHaveText(String(SEEDED_COUNTS.bookmarks + 1))
    await expect(
      page.getByTestId('navbar-bookmarks').getByRole('link', { name: 'Maintenance' }),
    ).toBeVisible()

    await context.setOffline(false)
    await expect(badge).toHaveCount(0)
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
    await expect(page).toHaveURL(/:\d+\/$/)
    await shell.expectVisible()
    await page.goto('/settings')
    await shell.expectVisible()
    await settingsPage.expectCounts(SEEDED_COUNTS)
  })

  test('the navbar says when every screen is ready offline; the icon browser is cached when opened', async ({
    page,
    context,
    settingsPage,
  }) => {
    await expect(page.getByTestId('offline-ready')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('img', { name: 'Ready to work offline' })).toBeVisible()
    const onDemand = () =>
      page.evaluate(async (name) => {
        const keys = await (await caches.open(name)).keys()
        return keys.filter((request) => request.url.includes('/assets/on-demand-')).length
      }, ASSET_CACHE)
    // Its 2.6 MB of icons are not part of the first download...
    expect(await onDemand()).toBe(0)
    await page.goto('/icons')
    await expect(page.getByRole('heading', { level: 1, name: 'Icons' })).toBeVisible()
    // ...but once opened, it opens offline too: the worker stores it once the page has it, and
    // the heading may show before the grid's chunk has even been asked for.
    await expect.poll(onDemand, { timeout: 20_000 }).toBeGreaterThan(0)

    // Offline, with the worker stopped: a fresh worker loads the API script from the copy the
    // browser keeps with it, and the icon browser comes from the cache.
    await context.setOffline(true)
    const cdp = await context.newCDPSession(page)
    await cdp.send('ServiceWorker.enable')
    await cdp.send('ServiceWorker.stopAllWorkers')
    await page.goto('/settings')
    await settingsPage.expectCounts(SEEDED_COUNTS)
    await page.goto('/icons')
    await expect(page.getByRole('heading', { level: 1, name: 'Icons' })).toBeVisible()
  })
})
