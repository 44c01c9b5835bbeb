import { beforeEach, describe, expect, it } from 'vitest'
import { call, exportDatabase, freshDatabase, importEdited, signIn } from '@mocks/test/api'
import {
  blogDetailSchema,
  blogEditSchema,
  blogListSchema,
  sidebarSchema,
  type BlogDetail,
  type BlogEdit,
  type BlogList,
} from '@/features/blog/blog.schema'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const admin = async () => (await signIn()).accessToken
const get = <T = ErrorBody>(
  token: string | null,
  path: string,
  query: Record<string, string> = {},
) => call<T>('GET', `/blog/list/data${path}`, { token, query })
const list = async (token: string, query: Record<string, string> = {}) => {
  const result = await get<BlogList>(token, '', query)
  expect(result.status).toBe(200)
  return blogListSchema.parse(result.body)
}
const detail = async (token: string, id: number) => {
  const result = await get<BlogDetail>(token, '/detail', { id: String(id) })
  expect(result.status).toBe(200)
  return blogDetailSchema.parse(result.body)
}

describe('GET /blog/list/data', () => {
  it('answers the published posts newest first, six a page, with their comment counts', async () => {
    const token = await admin()
    const first = await list(token)
    expect(first.total).toBe(10)
    expect(first.posts.map((item) => item.id)).toEqual([10, 9, 8, 7, 6, 5])
    expect(first.posts[0]).toEqual({
      img: '/images/blog/travel.svg',
      title: 'Travel cover before the summer rush',
      id: 10,
      avatar: '/images/avatars/3.svg',
      userFullName: 'Mariana Ortega',
      blogPosted: '2025-05-21T07:15:00.000Z',
      tags: ['Travel', 'Checklist'],
      excerpt: expect.stringContaining('Cancellations, lost luggage') as string,
      comment: 0,
    })
    expect(first.posts.find((item) => item.id === 5)?.comment).toBe(3)
    const second = await list(token, { page: '2' })
    expect(second.posts.map((item) => item.id)).toEqual([4, 3, 2, 1])
    expect((await list(token, { page: '3' })).posts).toEqual([])
  })

  it('searches title, excerpt and tags, filters by category, and lists drafts only when asked', async () => {
    const token = await admin()
    const ids = async (query: Record<string, string>) =>
      (await list(token, query)).posts.map((item) => item.id)
    expect(await ids({ q: 'CYBER' })).toEqual([7, 3])
    expect(await ids({ q: 'lost luggage' })).toEqual([10])
    expect(await ids({ category: 'claims' })).toEqual([9, 4, 2])
    expect(await ids({ category: 'claims', q: 'storm' })).toEqual([4])
    expect(await ids({ q: 'no such words' })).toEqual([])
    expect(await ids({ status: 'draft' })).toEqual([11])
    expect(await ids({ perPage: '2', page: '3' })).toEqual([6, 5])
  })

  it('answers 400 naming the parameter for a bad page, size, category or status', async () => {
    const token = await admin()
    for (const [key, value] of [
      ['page', '0'],
      ['page', 'two'],
      ['perPage', '1.5'],
      ['perPage', '51'],
      ['category', 'gardening'],
      ['status', 'archived'],
      ['q', 'x'.repeat(101)],
    ] as const) {
      const result = await get(token, '', { [key]: value })
      expect(result.status, `${key}=${value}`).toBe(400)
      expect(result.body.error.fields, `${key}=${value}`).toHaveProperty(key)
    }
  })
})

describe('GET /blog/list/data/sidebar', () => {
  it('answers the four newest published posts and every category with its count', async () => {
    const result = await get(await admin(), '/sidebar')
    expect(result.status).toBe(200)
    const sidebar = sidebarSchema.parse(result.body)
    expect(sidebar.recentPosts.map((item) => item.id)).toEqual([10, 9, 8, 7])
    expect(sidebar.recentPosts[0]).toEqual({
      img: '/images/blog/travel.svg',
      title: 'Travel cover before the summer rush',
      id: 10,
      createdTime: '2025-05-21T07:15:00.000Z',
    })
    expect(sidebar.categories).toEqual([
      { category: 'Renewals', icon: 'IconCalendarRepeat', value: 'renewals', count: 2 },
      { category: 'Claims', icon: 'IconFileCheck', value: 'claims', count: 3 },
      { category: 'Cyber', icon: 'IconShieldLock', value: 'cyber', count: 2 },
      { category: 'Small business', icon: 'IconBuildingStore', value: 'small-business', count: 2 },
      { category: 'Home and auto', icon: 'IconHome', value: 'home-auto', count: 4 },
      { category: 'Team news', icon: 'IconUsersGroup', value: 'team', count: 2 },
    ])
  })
})

describe('GET /blog/list/data/detail and /edit', () => {
  it('answers a post with its HTML, its comments oldest first and the caller’s bookmark', async () => {
    const token = await admin()
    const { blog, comments } = await detail(token, 3)
    expect(blog).toMatchObject({
      id: 3,
      title: 'Cyber cover for small businesses: what a policy really pays for',
      userFullName: 'Mateo Herrera',
      tags: ['Cyber', 'Small business'],
      comments: 2,
      bookmarked: true,
      status: 'published',
    })
    expect(blog.content).toMatch(
      /^<p>Small firms are attacked.*<h2>What a typical policy pays<\/h2><ul><li>/,
    )
    expect(comments.map((item) => item.userFullName)).toEqual(['Diego Ramírez', 'Camila Rojas'])
    expect(comments[0]?.commentedAt).toBe('2025-02-11T12:30:00.000Z')
    expect((await detail(token, 1)).blog.bookmarked).toBe(false)
  })

  it('answers the editor’s view of a post, a draft too', async () => {
    const result = await get<BlogEdit>(await admin(), '/edit', { id: '11' })
    expect(result.status).toBe(200)
    expect(blogEditSchema.parse(result.body)).toMatchObject({
      id: 11,
      avatar: '/images/avatars/1.svg',
      userFullName: 'John Doe',
      createdTime: '2025-06-04T06:00:00.000Z',
      blogTitle: 'Fleet renewals for delivery businesses',
      blogCategories: [
        { value: 'renewals', label: 'Renewals' },
        { value: 'small-business', label: 'Small business' },
      ],
      slug: 'fleet-renewals-for-delivery-businesses',
      status: 'draft',
      featuredImage: '/images/blog/fleet.svg',
      tags: ['Fleet', 'Renewals'],
    })
  })

  it('answers 404 for an unknown id and 400 naming id for a missing or bad one', async () => {
    const token = await admin()
    for (const path of ['/detail', '/edit']) {
      const unknown = await get(token, path, { id: '99' })
      expect(unknown.status, path).toBe(404)
      expect(unknown.body.error.code).toBe('not_found')
      for (const query of [{}, { id: 'abc' }, { id: '0' }, { id: '-2' }] as Record<
        string,
        string
      >[]) {
        const bad = await get(token, path, query)
        expect(bad.status, `${path} ${JSON.stringify(query)}`).toBe(400)
        expect(bad.body.error.fields).toHaveProperty('id')
      }
    }
  })
})

describe('imported blog rows', () => {
  it('are refused with a picture from outside the app, or a slug two posts share', async () => {
    const token = await admin()
    const doc = await exportDatabase(token)
    const posts = doc.tables.blogPosts!
    for (const change of [{ img: 'https://tracker.example/pixel.png' }, { slug: posts[1]!.slug }]) {
      const refused = await importEdited(token, doc, 'blogPosts', change)
      expect(refused.status, JSON.stringify(change)).toBe(400)
    }
    expect((await list(token)).total).toBe(10)
    expect((await detail(token, 1)).blog.img).toBe('/images/blog/renewal-checklist.svg')
  })
})
