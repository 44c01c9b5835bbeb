import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The help center: the FAQ (/pages/faq: its search, category tabs, answers and contact cards) and
 * the knowledge base (/pages/knowledge-base: its search and categories; a category's page; a
 * question's page with its article, related questions and "was this article helpful?").
 */
export class HelpCenterPage {
  readonly faqSearch: Locator
  readonly kbSearch: Locator
  readonly tabs: Locator
  readonly answers: Locator
  readonly article: Locator
  readonly related: Locator

  constructor(readonly page: Page) {
    this.faqSearch = page.getByRole('searchbox', { name: 'Search the FAQ' })
    this.kbSearch = page.getByRole('searchbox', { name: 'Search the knowledge base' })
    this.tabs = page.getByRole('tablist', { name: 'Categories' }).getByRole('tab')
    this.answers = page.getByTestId('faq-item')
    this.article = page.getByTestId('kb-content')
    this.related = page.getByRole('region', { name: 'Related questions' })
  }

  static readonly faq = '/pages/faq'
  static readonly kb = '/pages/knowledge-base'
  static question = (category: string, slug: string) => `${HelpCenterPage.kb}/${category}/${slug}`

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true })
  }

  async expectFaq(): Promise<void> {
    await expect(this.heading('Frequently asked questions')).toBeVisible()
    await expect(this.tabs.first()).toBeVisible()
  }

  /** The FAQ tab of a category, named by its title. */
  tab(title: string): Locator {
    return this.tabs.filter({ hasText: title })
  }

  /** An answer of the shown category, by its question. */
  answer(question: string): Locator {
    return this.answers.filter({ has: this.page.getByRole('button', { name: question }) })
  }

  helpfulButton(name: 'Yes' | 'No'): Locator {
    return this.page.getByRole('group', { name: 'Was this article helpful?' }).getByRole('button', {
      name,
    })
  }
}
