import { expect, test } from './fixtures'
import { DashboardPage } from './pages/DashboardPage'
import { admin } from './support/env'

const KINDS = ['basic', 'advance', 'statistics', 'analytics', 'action'] as const

test.describe('cards', () => {
  test.use({ sharedSession: true })

  let dash: DashboardPage

  test.beforeEach(async ({ signIn, page }) => {
    await signIn(admin, DashboardPage.cards('statistics'))
    dash = new DashboardPage(page)
  })

  test('every catalogue page renders its cards with data', async ({ page }) => {
    for (const kind of KINDS) {
      await page.goto(DashboardPage.cards(kind))
      await expect(page.locator('main h1')).toBeVisible()
      await expect(page.locator('main section').first()).toBeVisible()
      await expect(page.getByTestId('card-loading')).toHaveCount(0)
      await expect(page.getByTestId('card-error')).toHaveCount(0)
    }
    await page.goto(DashboardPage.cards('statistics'))
    await expect(page.locator('[data-testid^="card-stat-"]')).toHaveCount(9)
  })

  test('action cards collapse, refresh with a loader, close and come back', async ({ page }) => {
    await DashboardPage.installGate(page)
    await page.goto(DashboardPage.cards('action'))
    const card = dash.action('subscribers')
    await expect(card.getByTestId('figure')).toHaveText(/^\d+$/)

    await card.getByRole('button', { name: 'Collapse or expand Subscribers' }).click()
    await expect(card.getByTestId('action-body')).toBeHidden()
    await card.getByRole('button', { name: 'Collapse or expand Subscribers' }).click()
    await expect(card.getByTestId('action-body')).toBeVisible()

    await dash.gate({ hold: 'card-statistics/subscribers' })
    await card.getByRole('button', { name: 'Refresh Subscribers' }).click()
    await expect(card.locator('.mantine-LoadingOverlay-root')).toBeVisible()
    await dash.release()
    await expect(card.locator('.mantine-LoadingOverlay-root')).toBeHidden()

    await card.getByRole('button', { name: 'Close Subscribers' }).click()
    await expect(card).toHaveCount(0)
    await page.getByRole('button', { name: 'Show 1 closed card' }).click()
    await expect(dash.action('subscribers')).toBeVisible()
  })
})
