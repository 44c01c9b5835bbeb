import { describe, expect, it } from 'vitest'
import {
  faqSearchSchema,
  isSlug,
  kbSearchSchema,
  nextFaqSearch,
  searchWords,
  shownCategory,
  telHref,
} from './help-search'

describe('the help center’s URLs', () => {
  it('keep a search and a category, and drop what does not parse', () => {
    expect(faqSearchSchema.parse({ q: 'excess', category: 'claims' })).toEqual({
      q: 'excess',
      category: 'claims',
    })
    // A number typed alone arrives as a number; a search too long is cut to what the API takes.
    expect(faqSearchSchema.parse({ q: 2026 })).toEqual({ q: '2026' })
    expect(kbSearchSchema.parse({ q: 'x'.repeat(150) }).q).toHaveLength(100)
    expect(faqSearchSchema.parse({ q: ['a'], category: 'Not A Slug!' })).toEqual({
      q: undefined,
      category: undefined,
    })
    expect(kbSearchSchema.parse({})).toEqual({ q: undefined })
  })

  it('start a new search on its first category and leave empty values out', () => {
    const search = { q: 'car', category: 'claims' }
    expect(nextFaqSearch(search, { q: 'refund' })).toEqual({ q: 'refund' })
    expect(nextFaqSearch(search, { category: 'payments' })).toEqual({
      q: 'car',
      category: 'payments',
    })
    expect(nextFaqSearch(search, { q: '  ' })).toEqual({})
  })
})

describe('shownCategory', () => {
  const categories = [{ slug: 'payments' }, { slug: 'claims' }]
  it('is the one asked for when listed, else the first, else none', () => {
    expect(shownCategory(categories, 'claims')?.slug).toBe('claims')
    expect(shownCategory(categories, 'account-and-security')?.slug).toBe('payments')
    expect(shownCategory(categories, undefined)?.slug).toBe('payments')
    expect(shownCategory([], 'claims')).toBeUndefined()
  })
})

describe('small helpers', () => {
  it('split a search into words, tell a slug, and make a tel: address', () => {
    expect(searchWords('  direct   debit ')).toEqual(['direct', 'debit'])
    expect(isSlug('how-to-file-a-claim')).toBe(true)
    for (const bad of ['', 'Claims', 'a--b', '-a', 'a/b', 'x'.repeat(81)])
      expect(isSlug(bad), bad).toBe(false)
    expect(telHref('+34 963 52 18 40')).toBe('tel:+34963521840')
    expect(telHref('(963) 52-18-40')).toBe('tel:963521840')
  })
})
