import { describe, expect, it } from 'vitest'
import type { MainSearch, PageResult } from '../search.schema'
import { applyBookmark } from '../api/search.queries'
import { filterSearch, resultCount } from './search-filter'

const page = (id: number, title: string, isBookmarked = false): PageResult => ({
  id,
  target: title.toLowerCase().replace(/\s+/g, '-'),
  title,
  icon: 'IconFile',
  link: `/${id}`,
  isBookmarked,
})

const data: MainSearch = {
  searchArr: [
    {
      groupTitle: 'Pages',
      searchLimit: 4,
      data: [
        'Settings',
        'Access Control',
        'Coming Soon',
        'Maintenance',
        'Error',
        'Not Authorized',
      ].map((title, i) => page(i + 1, title)),
    },
    {
      groupTitle: 'Files',
      searchLimit: 4,
      data: [
        { title: 'Home claims Q3.xlsx', by: 'Diego', size: '420 kB', file: 'xls' },
        { title: 'Claims SLA report.xlsx', by: 'Diego', size: '188 kB', file: 'xls' },
      ],
    },
    {
      groupTitle: 'Contacts',
      searchLimit: 4,
      data: [
        {
          title: 'Mariana Ortega',
          email: 'm@o.es',
          img: '/images/avatars/3.svg',
          date: '2026-10-14',
        },
      ],
    },
  ],
}

describe('filterSearch', () => {
  it('shows at most searchLimit items per group when the query is empty', () => {
    const results = filterSearch(data, '')
    expect(results.pages).toHaveLength(4)
    expect(results.files).toHaveLength(2)
    expect(results.contacts).toHaveLength(1)
  })

  it('matches titles case-insensitively in every group', () => {
    const results = filterSearch(data, 'CLAIMS')
    expect(results.files.map((file) => file.title)).toEqual([
      'Home claims Q3.xlsx',
      'Claims SLA report.xlsx',
    ])
    expect(results.pages).toEqual([])
    expect(filterSearch(data, 'ortega').contacts).toHaveLength(1)
  })

  it('matches a page by its translated label too', () => {
    const results = filterSearch(data, 'ajustes', (entry) =>
      entry.title === 'Settings' ? 'Ajustes' : entry.title,
    )
    expect(results.pages.map((entry) => entry.title)).toEqual(['Settings'])
  })

  it('counts nothing when nothing matches or there is no data', () => {
    expect(resultCount(filterSearch(data, 'zzz'))).toBe(0)
    expect(resultCount(filterSearch(undefined, ''))).toBe(0)
  })
})

describe('applyBookmark', () => {
  const bookmarks = {
    suggestions: [page(1, 'Settings', true), page(2, 'Access Control')],
    bookmarks: [page(1, 'Settings', true)],
  }

  it('stars a page in the suggestions, the bookmarks and the search pages', () => {
    const next = applyBookmark({ bookmarks, main: data }, 2, true)
    expect(next.bookmarks?.bookmarks.map((entry) => entry.id)).toEqual([1, 2])
    expect(next.bookmarks?.suggestions.find((entry) => entry.id === 2)?.isBookmarked).toBe(true)
    expect(next.main?.searchArr[0].data.find((entry) => entry.id === 2)?.isBookmarked).toBe(true)
  })

  it('unstars a page', () => {
    const next = applyBookmark({ bookmarks, main: undefined }, 1, false)
    expect(next.bookmarks?.bookmarks).toEqual([])
    expect(next.bookmarks?.suggestions[0]?.isBookmarked).toBe(false)
    expect(next.main).toBeUndefined()
  })
})
