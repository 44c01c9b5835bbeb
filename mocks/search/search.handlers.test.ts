import { beforeEach, describe, expect, it } from 'vitest'
import { allPages } from '@/app/manifests'
import { can, type AbilityRule } from '@/shared/contract/ability'
import { call, freshDatabase, signIn, type TestSession } from '@mocks/test/api'
import type { Bookmarks, MainSearch, PageResult } from '@/features/search/search.schema'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const mainSearch = async (token: string) => {
  const result = await call<MainSearch>('GET', '/api/main-search/data', { token })
  expect(result.status).toBe(200)
  return result.body.searchArr
}
const bookmarkData = async (token: string, q?: string) => {
  const result = await call<Bookmarks>('GET', '/api/bookmarks/data', {
    token,
    query: q === undefined ? {} : { q },
  })
  expect(result.status).toBe(200)
  return result.body
}
const toggle = (token: string | null, body: unknown) =>
  call<PageResult & ErrorBody>('POST', '/api/bookmarks/update', { token, body })

const clientRules = (session: TestSession) =>
  (session.userData as TestSession['userData'] & { ability: AbilityRule[] }).ability

const settingsPage = allPages.find((page) => page.link === '/settings')!
const aclPage = allPages.find((page) => page.link === '/access-control')!

describe('GET /api/main-search/data', () => {
  it('answers the groups Pages, Files and Contacts with searchLimit 4', async () => {
    const { accessToken } = await signIn()
    const groups = await mainSearch(accessToken)
    expect(groups.map((group) => [group.groupTitle, group.searchLimit])).toEqual([
      ['Pages', 4],
      ['Files', 4],
      ['Contacts', 4],
    ])
    const [pages, files, contacts] = groups
    expect(files.data).toHaveLength(10)
    expect(Object.keys(files.data[0]!).sort()).toEqual(['by', 'file', 'size', 'title'])
    expect(contacts.data).toHaveLength(10)
    expect(Object.keys(contacts.data[0]!).sort()).toEqual(['date', 'email', 'img', 'title'])
    for (const page of pages.data) {
      expect(Object.keys(page).sort()).toEqual([
        'icon',
        'id',
        'isBookmarked',
        'link',
        'target',
        'title',
      ])
    }
  })

  it('lists every menu page for the admin, with the seeded bookmarks flagged', async () => {
    const { accessToken } = await signIn()
    const [pages] = await mainSearch(accessToken)
    const expected = allPages.filter((page) => page.inMenu !== false).map((page) => page.link)
    expect(pages.data.map((page) => page.link).sort()).toEqual([...expected].sort())
    const starred = pages.data.filter((page) => page.isBookmarked).map((page) => page.id)
    expect(starred.sort()).toEqual([1, 2])
  })

  it('leaves out the pages the client may not open', async () => {
    const session = await signIn('client@demo.com', 'client')
    const [pages] = await mainSearch(session.accessToken)
    const links = pages.data.map((page) => page.link)
    expect(links).toContain(aclPage.link)
    expect(links).not.toContain(settingsPage.link)
    const rules = clientRules(session)
    for (const page of allPages.filter((entry) => entry.inMenu !== false)) {
      const opens = !page.ability || can(rules, page.ability[0], page.ability[1])
      expect(links.includes(page.link), page.link).toBe(opens)
    }
  })

  it('needs a bearer', async () => {
    const result = await call<ErrorBody>('GET', '/api/main-search/data')
    expect(result.status).toBe(401)
    expect(result.body.error.code).toBe('unauthorized')
  })
})

describe('GET /api/bookmarks/data', () => {
  it('answers every page as a suggestion and the starred ones as bookmarks', async () => {
    const { accessToken } = await signIn()
    const body = await bookmarkData(accessToken)
    const [pages] = await mainSearch(accessToken)
    expect(body.suggestions).toEqual(pages.data)
    expect(body.bookmarks.map((page) => page.id).sort()).toEqual([1, 2])
    expect(body.bookmarks.every((page) => page.isBookmarked)).toBe(true)
  })

  it('filters suggestions by title with ?q, case-insensitively', async () => {
    const { accessToken } = await signIn()
    const body = await bookmarkData(accessToken, 'SETT')
    expect(body.suggestions.map((page) => page.link)).toEqual([
      '/settings',
      '/pages/account-settings',
    ])
    // Bookmarks are not filtered by q.
    expect(body.bookmarks).toHaveLength(2)
    expect((await bookmarkData(accessToken, 'no page has this title')).suggestions).toEqual([])
    expect((await bookmarkData(accessToken, '   ')).suggestions.length).toBeGreaterThan(1)
  })

  it('shows the client only the bookmarks of pages it may open', async () => {
    const { accessToken } = await signIn('client@demo.com', 'client')
    const body = await bookmarkData(accessToken)
    expect(body.bookmarks.map((page) => page.link)).toEqual([aclPage.link])
    expect(body.suggestions.map((page) => page.link)).not.toContain(settingsPage.link)
  })

  it('needs a bearer', async () => {
    expect((await call('GET', '/api/bookmarks/data')).status).toBe(401)
  })
})

describe('POST /api/bookmarks/update', () => {
  it('flips a bookmark on and off, and the change persists', async () => {
    const { accessToken } = await signIn()
    const target = allPages.find((page) => page.inMenu !== false && ![1, 2].includes(page.id))!
    const on = await toggle(accessToken, { id: target.id })
    expect(on.status).toBe(200)
    expect(on.body).toMatchObject({ id: target.id, link: target.link, isBookmarked: true })
    expect((await bookmarkData(accessToken)).bookmarks.map((page) => page.id)).toContain(target.id)
    const [pages] = await mainSearch(accessToken)
    expect(pages.data.find((page) => page.id === target.id)?.isBookmarked).toBe(true)

    const off = await toggle(accessToken, { id: target.id })
    expect(off.body.isBookmarked).toBe(false)
    expect((await bookmarkData(accessToken)).bookmarks.map((page) => page.id)).not.toContain(
      target.id,
    )
  })

  it('unstars a seeded bookmark, and accepts a numeric string id', async () => {
    const { accessToken } = await signIn()
    const off = await toggle(accessToken, { id: '1' })
    expect(off.status).toBe(200)
    expect(off.body).toMatchObject({ id: 1, isBookmarked: false })
    expect((await bookmarkData(accessToken)).bookmarks.map((page) => page.id)).toEqual([2])
  })

  it('answers 404 for an unknown page id and stores nothing', async () => {
    const { accessToken } = await signIn()
    const result = await toggle(accessToken, { id: 9999 })
    expect(result.status).toBe(404)
    expect(result.body.error.code).toBe('not_found')
    expect((await bookmarkData(accessToken)).bookmarks).toHaveLength(2)
  })

  it('answers 404 when the client stars a page it may not open', async () => {
    const { accessToken } = await signIn('client@demo.com', 'client')
    const admin = await signIn()
    await toggle(admin.accessToken, { id: settingsPage.id })
    const result = await toggle(accessToken, { id: settingsPage.id })
    expect(result.status).toBe(404)
    expect((await bookmarkData(admin.accessToken)).bookmarks.map((page) => page.id)).toEqual([2])
  })

  it.each([
    ['a string id', { id: 'abc' }],
    ['a missing id', {}],
    ['a negative id', { id: -1 }],
    ['a fractional id', { id: 1.5 }],
  ])('answers 400 naming the field for %s', async (_case, body) => {
    const { accessToken } = await signIn()
    const result = await toggle(accessToken, body)
    expect(result.status).toBe(400)
    expect(result.body.error.fields).toHaveProperty('id')
  })

  it('answers 400 for a body that is not JSON', async () => {
    const { accessToken } = await signIn()
    const result = await call<ErrorBody>('POST', '/api/bookmarks/update', {
      token: accessToken,
      rawBody: 'id=1',
    })
    expect(result.status).toBe(400)
    expect(result.body.error.code).toBe('bad_request')
  })

  it('needs a bearer and changes nothing without one', async () => {
    const { accessToken } = await signIn()
    expect((await toggle(null, { id: 1 })).status).toBe(401)
    expect((await bookmarkData(accessToken)).bookmarks).toHaveLength(2)
  })
})
