/** The seeded knowledge base is written to hold together: its links lead somewhere real. */
import { describe, expect, it } from 'vitest'
import { allPages } from '@/app/manifests'
import { seedFaqCategories, seedFaqItems } from './faq.seed-faq'
import { seedKbCategories, seedKbQuestions } from './faq.seed-kb'

const categoryOf = new Map(seedKbCategories.map((category) => [category.id, category.slug]))
const addresses = new Set(
  seedKbQuestions.map(
    (row) => `/pages/knowledge-base/${categoryOf.get(row.categoryId)}/${row.slug}`,
  ),
)
const screens = new Set(allPages.map((page) => page.link))

describe('the seeded help center', () => {
  it('has 5 to 8 answers in every FAQ category and 3 to 5 questions in every knowledge-base one', () => {
    for (const category of seedFaqCategories) {
      const count = seedFaqItems.filter((item) => item.categoryId === category.id).length
      expect(count, category.slug).toBeGreaterThanOrEqual(5)
      expect(count, category.slug).toBeLessThanOrEqual(8)
    }
    for (const category of seedKbCategories) {
      const count = seedKbQuestions.filter((row) => row.categoryId === category.id).length
      expect(count, category.slug).toBeGreaterThanOrEqual(3)
      expect(count, category.slug).toBeLessThanOrEqual(5)
    }
  })

  it('writes every article with headings, a list and a link, each link leading somewhere real', () => {
    for (const row of seedKbQuestions) {
      expect(row.content, row.slug).toMatch(/<h2>/)
      expect(row.content, row.slug).toMatch(/<(ul|ol)>/)
      const links = [...row.content.matchAll(/<a href="([^"]+)"([^>]*)>/g)]
      expect(links.length, row.slug).toBeGreaterThan(0)
      for (const [, href = '', rest] of links) {
        if (href.startsWith('/pages/knowledge-base/'))
          expect(addresses.has(href), `${row.slug} → ${href}`).toBe(true)
        else if (href.startsWith('/')) expect(screens.has(href), `${row.slug} → ${href}`).toBe(true)
        // An outside link opens apart and cannot reach back into the app.
        else expect(rest, `${row.slug} → ${href}`).toContain('rel="noopener noreferrer"')
      }
      expect(row.related.length, row.slug).toBeGreaterThan(0)
      expect(row.related, row.slug).not.toContain(row.id)
    }
  })
})
