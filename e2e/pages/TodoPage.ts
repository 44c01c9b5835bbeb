import { expect, type Locator, type Page } from '@playwright/test'
import { transitionsEnded } from '../support/motion'

/**
 * The Todo app (/apps/todo): filters and tags in the sidebar (a drawer on a phone), the task
 * list, and the add/edit drawer (a dialog).
 */
export class TodoPage {
  readonly filters: Locator
  readonly tags: Locator
  readonly list: Locator
  readonly rows: Locator
  readonly drawer: Locator
  readonly empty: Locator

  constructor(readonly page: Page) {
    this.filters = page.getByRole('navigation', { name: 'Filters' })
    this.tags = page.getByRole('navigation', { name: 'Tags' })
    this.list = page.getByRole('list', { name: 'Tasks' })
    this.rows = page.getByTestId('todo-row')
    this.drawer = page.getByRole('dialog', { name: /task$/ })
    this.empty = page.getByTestId('todo-empty')
  }

  static readonly path = '/apps/todo'

  async goto(path = TodoPage.path): Promise<void> {
    await this.page.goto(path)
    await this.expectOpen()
  }

  /** The list has loaded, tasks or its empty state (after a `goto`, or a sign-in to `path`). */
  async expectOpen(): Promise<void> {
    await expect(this.rows.first().or(this.empty)).toBeVisible()
  }

  row(title: string): Locator {
    return this.rows.filter({ hasText: title })
  }

  checkbox(title: string): Locator {
    return this.page.getByRole('checkbox', { name: `Mark “${title}” complete` })
  }

  star(title: string): Locator {
    return this.page.getByRole('button', { name: `Mark “${title}” important` })
  }

  async open(title: string): Promise<void> {
    await this.list.getByRole('button', { name: title, exact: true }).click()
    await expect(this.drawer).toBeVisible()
  }

  async filter(name: string): Promise<void> {
    await this.filters.getByRole('link', { name }).click()
  }

  field(name: string): Locator {
    return this.drawer.getByRole('textbox', { name, exact: true })
  }

  select(name: string): Locator {
    return this.drawer.getByRole('combobox', { name, exact: true })
  }

  /** Picks options in a Select or MultiSelect of the drawer, then closes its dropdown. */
  async pick(field: string, ...options: string[]): Promise<void> {
    for (const option of options) {
      // A MultiSelect's pills box lies over its input: the click lands where a user's would.
      const box = this.select(field)
      // A forced click does not wait for the box to stop moving: the drawer may still slide in.
      await transitionsEnded(this.page)
      if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click({ force: true })
      await this.page.getByRole('option', { name: option, exact: true }).click()
    }
    // A click outside closes a dropdown that stays open (Escape would close the drawer too).
    await this.drawer.getByRole('heading').click()
  }
}
