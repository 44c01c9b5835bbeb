import { expect, type Locator, type Page } from '@playwright/test'

/** The dashboards (`/`, `/dashboard/analytics`) and the card catalogue (`/cards/*`). */
export class DashboardPage {
  static readonly ecommerce = '/'
  static readonly analytics = '/dashboard/analytics'
  static readonly cards = (kind: string) => `/cards/${kind}`

  /** Every data card of each dashboard, by its test id. */
  static readonly ecommerceCards = [
    'congratulation',
    'statistics',
    'stat-orders-bar-chart',
    'stat-profit-line-chart',
    'earnings',
    'revenue-report',
    'company-table',
    'meetup',
    'browser-states',
    'goal-overview',
    'transactions',
  ]
  static readonly analyticsCards = [
    'stat-subscribers',
    'stat-orders',
    'avg-sessions',
    'support-tracker',
    'user-timeline',
    'stat-sales',
    'app-design',
    'sessions-device',
    'customers',
    'product-orders',
  ]

  constructor(readonly page: Page) {}

  card(id: string): Locator {
    return this.page.getByTestId(`card-${id}`)
  }

  /** The card's headline figure, once its data has loaded. */
  figure(id: string): Locator {
    return this.card(id).getByTestId('figure').first()
  }

  /** Every card shows its content: no skeleton, no failure, a figure or body. */
  async expectCards(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      const card = this.card(id)
      await expect(card, id).toBeVisible()
      await expect(card.getByTestId('card-loading'), id).toHaveCount(0)
      await expect(card.getByTestId('card-error'), id).toHaveCount(0)
    }
    await expect(this.page.getByTestId('card-loading')).toHaveCount(0)
  }

  action(name: string): Locator {
    return this.page.getByTestId(`action-${name}`)
  }
}
