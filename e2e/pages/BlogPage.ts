import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The blog: the list (/pages/blog/list: cards, the sidebar's search and categories, paging), a
 * post (/pages/blog/detail/{id}: its comments and the comment form) and the editor
 * (/pages/blog/edit/{id} and /edit/new).
 */
export class BlogPage {
  readonly cards: Locator
  readonly search: Locator
  readonly comments: Locator
  readonly editor: Locator

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('blog-card')
    this.search = page.getByRole('searchbox', { name: 'Search the blog' })
    this.comments = page.getByTestId('blog-comment')
    this.editor = page.getByRole('form', { name: 'Post' })
  }

  static readonly list = '/pages/blog/list'
  static readonly add = '/pages/blog/edit/new'
  static post = (id: number) => `/pages/blog/detail/${id}`
  static edit = (id: number) => `/pages/blog/edit/${id}`

  async expectList(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    await expect(this.cards.first()).toBeVisible()
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) })
  }

  field(name: string): Locator {
    return this.editor.getByRole('textbox', { name, exact: true })
  }

  /** The rich-text area (Tiptap), named by its label. */
  get content(): Locator {
    return this.editor.getByRole('textbox', { name: 'Content' })
  }

  /** Picks options in the editor's Select or MultiSelect, then closes its dropdown. */
  async pick(field: string, ...options: string[]): Promise<void> {
    const box = this.editor.getByRole('combobox', { name: field, exact: true })
    for (const option of options) {
      // A MultiSelect's pills box lies over its input: the click lands where a user's would.
      if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click({ force: true })
      await this.page.getByRole('option', { name: option, exact: true }).click()
    }
    await this.page.keyboard.press('Escape')
  }

  async save(): Promise<void> {
    await this.editor.getByRole('button', { name: 'Save' }).click()
  }

  async comment(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Your comment' }).fill(text)
    await this.page.getByRole('button', { name: 'Post comment' }).click()
  }
}
