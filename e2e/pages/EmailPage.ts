import { expect, type Locator, type Page } from '@playwright/test'

/** The Email app: folders and labels on the left, the list, the open mail. */
export class EmailPage {
  readonly folders: Locator
  readonly labels: Locator
  readonly rows: Locator
  readonly view: Locator

  constructor(readonly page: Page) {
    this.folders = page.getByRole('navigation', { name: 'Folders' })
    this.labels = page.getByRole('navigation', { name: 'Labels' })
    this.rows = page.getByTestId('email-row')
    this.view = page.getByTestId('email-view')
  }

  static readonly path = '/apps/email'

  async goto(path = EmailPage.path): Promise<void> {
    await this.page.goto(path)
    await this.expectOpen()
  }

  /** The list shows its mails (after a `goto`, or a sign-in that opened `path`). */
  async expectOpen(): Promise<void> {
    await expect(this.rows.first()).toBeVisible()
  }

  row(subject: string): Locator {
    return this.rows.filter({ hasText: subject })
  }

  folder(name: string): Locator {
    return this.folders.getByRole('link', { name: new RegExp(`^${name}`) })
  }

  async select(...subjects: string[]): Promise<void> {
    for (const subject of subjects) {
      await this.page.getByRole('checkbox', { name: `Select ${subject}` }).check()
    }
  }

  async bulk(menu: string, item: string): Promise<void> {
    await this.page.getByRole('button', { name: menu, exact: true }).click()
    await this.page.getByRole('menuitem', { name: item, exact: true }).click()
  }
}
