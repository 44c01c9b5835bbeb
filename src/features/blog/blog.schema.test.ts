import { describe, expect, it } from 'vitest'
import { SLUG_MAX, SLUG_PATTERN, htmlText, postInputSchema, slugify } from './blog.schema'

describe('slugify', () => {
  it('makes lowercase words joined by single hyphens, accents and punctuation dropped', () => {
    expect(slugify('Cyber cover: what a policy really pays for')).toBe(
      'cyber-cover-what-a-policy-really-pays-for',
    )
    expect(slugify('  Welcome Camila, our new claims advocate!  ')).toBe(
      'welcome-camila-our-new-claims-advocate',
    )
    expect(slugify('Renovación del hogar — ¿qué cubre?')).toBe('renovacion-del-hogar-que-cubre')
    expect(slugify('A 30-minute drill')).toBe('a-30-minute-drill')
    expect(slugify('¿?!')).toBe('')
  })

  it('cuts a long title at a word, within the slug limit, and always passes the contract', () => {
    const slug = slugify('word '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX)
    expect(slug.endsWith('word')).toBe(true)
    expect(slugify('x'.repeat(100))).toHaveLength(SLUG_MAX)
    for (const title of ['Travel cover before the summer rush', 'Über Schäden', 'Q1 2025 update'])
      expect(slugify(title)).toMatch(SLUG_PATTERN)
  })
})

describe('htmlText', () => {
  it('is the text a post shows: tags gone, entities read, spaces collapsed', () => {
    expect(htmlText('<h2>Why</h2><p>Water &amp; wind&nbsp;&lt;3</p>')).toBe('Why Water & wind <3')
    expect(htmlText('<p></p><p> </p>')).toBe('')
  })
})

describe('postInputSchema', () => {
  const valid = {
    blogTitle: 'Title',
    slug: 'title',
    blogCategories: ['claims', 'claims'],
    status: 'draft',
    excerpt: '',
    content: '<p>Text</p>',
    featuredImage: '',
    tags: [],
  }

  it('takes a post without an id (a new one) and keeps each category once', () => {
    expect(postInputSchema.parse(valid).blogCategories).toEqual(['claims'])
  })

  it('refuses an image from outside the app and an upload that is not an image', () => {
    for (const featuredImage of [
      'https://example.com/a.png',
      '/images/blog/missing.svg',
      'data:image/svg+xml;base64,PHN2Zz4=',
    ])
      expect(postInputSchema.safeParse({ ...valid, featuredImage }).success, featuredImage).toBe(
        false,
      )
  })
})
