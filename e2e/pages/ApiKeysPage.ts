import { expect, type Locator, type Page } from '@playwright/test'

/** API keys (/pages/api-key): the create form, the once-only secret dialog, the list. */
export class ApiKeysPage {
  readonly rows: Locator
  readonly name: Locator
  readonly dialog: Locator

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('api-key-row')
    this.name = page.getByRole('textbox', { name: 'Key name' })
    this.dialog = page.getByRole('dialog', { name: /^Your new key/ })
  }

  static readonly path = '/pages/api-key'

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible()
    await expect(this.rows.first()).toBeVisible()
  }

  /** Ticks scopes by their names, e.g. "Policies: write". */
  async pick(...scopes: string[]): Promise<void> {
    for (const scope of scopes) await this.page.getByRole('checkbox', { name: scope }).check()
  }

  async create(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create key' }).click()
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByText(name, { exact: true }) })
  }
}
