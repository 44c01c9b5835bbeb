import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { nextBlogSearch } from './blog-search'
import { blankPost, validatePost } from './post-form'

/** The key and its values, so a test reads which message was chosen. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction

const filled = {
  ...blankPost,
  blogTitle: 'Flood cover',
  slug: 'flood-cover',
  blogCategories: ['claims' as const],
  content: '<p>Water finds the lowest door.</p>',
}

describe('validatePost', () => {
  it('passes a complete post', () => {
    expect(validatePost(filled, t)).toEqual({})
  })

  it('names each missing field in the reader’s words', () => {
    expect(validatePost(blankPost, t)).toEqual({
      blogTitle: 'blog.edit.errors.titleRequired',
      slug: 'blog.edit.errors.slugRequired',
      blogCategories: 'blog.edit.errors.categories',
      content: 'blog.edit.errors.content',
    })
  })

  it('tells a badly written slug from a long one, and an empty editor from a long post', () => {
    expect(validatePost({ ...filled, slug: 'Flood Cover' }, t).slug).toBe(
      'blog.edit.errors.slugPattern',
    )
    expect(validatePost({ ...filled, slug: 'a'.repeat(81) }, t).slug).toBe(
      'blog.edit.errors.tooLong {"max":80}',
    )
    expect(validatePost({ ...filled, content: '<p></p>' }, t).content).toBe(
      'blog.edit.errors.content',
    )
    expect(validatePost({ ...filled, content: `<p>${'a'.repeat(100_001)}</p>` }, t).content).toBe(
      'blog.edit.errors.contentTooLong',
    )
    expect(validatePost({ ...filled, tags: ['x'.repeat(31)] }, t).tags).toBe(
      'blog.edit.errors.tags {"max":8,"length":30}',
    )
  })
})

describe('nextBlogSearch', () => {
  it('sends a new search or category back to page 1 and leaves empty values out of the URL', () => {
    const search = { q: 'cyber', page: 2 }
    expect(nextBlogSearch(search, { category: 'claims' })).toEqual({
      q: 'cyber',
      category: 'claims',
    })
    expect(nextBlogSearch(search, { page: 3 })).toEqual({ q: 'cyber', page: 3 })
    expect(nextBlogSearch(search, { q: '' })).toEqual({})
    expect(nextBlogSearch({ drafts: true, page: 2 }, { drafts: false })).toEqual({})
  })
})
