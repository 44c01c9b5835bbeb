import { expect, type Locator, type Page } from '@playwright/test'
import { transitionsEnded } from '../support/motion'

/** The user list (/apps/user/list): statistic cards, filters, search, the table, the add drawer. */
export class UsersPage {
  readonly table: Locator
  readonly rows: Locator
  readonly search: Locator
  readonly drawer: Locator

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Users' })
    this.rows = this.table.locator('tbody tr')
    this.search = page.getByRole('searchbox', { name: 'Search users' })
    this.drawer = page.getByRole('dialog', { name: 'Add user' })
  }

  static readonly path = '/apps/user/list'

  async goto(path = UsersPage.path): Promise<void> {
    await this.page.goto(path)
    await this.expectOpen()
  }

  async expectOpen(): Promise<void> {
    await expect(this.rows.first()).toBeVisible()
  }

  /** The figure on a statistic card: total, active, pending or inactive. */
  stat(id: 'total' | 'active' | 'pending' | 'inactive'): Locator {
    return this.page.getByTestId(`user-stat-${id}`).getByTestId('stat-value')
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text })
  }

  async find(q: string): Promise<void> {
    await this.search.fill(q)
    await expect(this.page).toHaveURL(
      new RegExp(`q=${encodeURIComponent(q).replace(/\./g, '\\.')}`),
    )
  }

  async openAdd(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add user' }).click()
    await expect(this.drawer).toBeVisible()
    await transitionsEnded(this.page)
  }

  async rowAction(name: string, action: string): Promise<void> {
    await this.page.getByRole('button', { name: `Actions for ${name}` }).click()
    await this.page.getByRole('menuitem', { name: action }).click()
  }
}
