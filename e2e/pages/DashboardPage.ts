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

  /**
   * Wraps the page's fetch (before its scripts run) so a test can make a card's call fail or
   * hold it: the worker answers every API call itself, so Playwright's routing never sees them.
   * Call before the page loads; steer it with `gate`.
   */
  static async installGate(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const gate = { fail: '', hold: '', release: () => {} }
      Object.assign(window, { __cardGate: gate })
      const original = window.fetch.bind(window)
      window.fetch = async (input, init) => {
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
        if (gate.fail && url.includes(gate.fail)) throw new TypeError('Failed to fetch')
        if (gate.hold && url.includes(gate.hold))
          await new Promise<void>((resolve) => (gate.release = resolve))
        return original(input, init)
      }
    })
  }

  /** Sets what the gate fails or holds (a part of the URL; empty: nothing). */
  async gate(set: { fail?: string; hold?: string }): Promise<void> {
    await this.page.evaluate((next) => {
      const gate = (window as unknown as { __cardGate: { fail: string; hold: string } }).__cardGate
      Object.assign(gate, next)
    }, set)
  }

  /** Lets the held call go on. */
  async release(): Promise<void> {
    await this.page.evaluate(() => {
      const gate = (window as unknown as { __cardGate: { hold: string; release: () => void } })
        .__cardGate
      gate.hold = ''
      gate.release()
    })
  }

  action(name: string): Locator {
    return this.page.getByTestId(`action-${name}`)
  }
}
