import { expect, test } from './fixtures'
import { callApi } from './support/api'
import { admin, client } from './support/env'
import { waitForController } from './support/worker'

test.describe('access', () => {
  test('a client lands on Access Control and is kept out of Settings', async ({
    page,
    loginPage,
  }) => {
    await loginPage.goto()
    await loginPage.signIn(client)
    await expect(page).toHaveURL(/\/access-control$/)
    await expect(page.getByRole('heading', { name: 'Access Control' })).toBeVisible()

    await page.goto('/settings')
    await expect(page).toHaveURL(/\/misc\/not-authorized$/)
    await expect(page.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible()
  })
})

test.describe('API through the worker', () => {
  test('an endpoint refuses a request without a valid token', async ({ page, loginPage }) => {
    await loginPage.goto()
    const missing = await callApi(page, '/api/local-db/stats', { token: null })
    expect(missing.status).toBe(401)
    expect(missing.body).toMatchObject({ error: { code: 'unauthorized' } })
    const forged = await callApi(page, '/api/local-db/stats', { token: 'not.a.jwt' })
    expect(forged.status).toBe(401)
    expect(forged.body).toMatchObject({ error: { code: 'unauthorized' } })
  })

  test('navigating to an API path gets the app shell, not JSON', async ({ page, loginPage }) => {
    await loginPage.goto()
    await waitForController(page)
    const response = await page.goto('/api/local-db/stats')
    expect(response?.fromServiceWorker()).toBe(true)
    expect(response?.headers()['content-type']).toContain('text/html')
    await expect(page.locator('#root')).toBeAttached()
    expect(await response?.text()).not.toMatch(/^\s*\{/)
  })
})

test.describe('API through the worker, signed in', () => {
  // Signed in once per worker; the test starts from the seed (see fixtures.ts).
  test.use({ sharedSession: true })

  test('a signed-in request gets JSON', async ({ page, signIn }) => {
    await signIn(admin)
    const stats = await callApi(page, '/api/local-db/stats')
    expect(stats.status).toBe(200)
    expect(stats.contentType).toContain('application/json')
    expect(stats.body).toMatchObject({ tables: expect.any(Array) })
  })
})
