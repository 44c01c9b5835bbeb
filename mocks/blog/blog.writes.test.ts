import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import {
  UPLOAD_MAX,
  blogDetailSchema,
  blogEditSchema,
  type BlogDetail,
  type BlogEdit,
  type BlogList,
  type PostInput,
} from '@/features/blog/blog.schema'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const admin = async () => (await signIn()).accessToken
const post = <T = ErrorBody>(token: string | null, path: string, body: unknown) =>
  call<T>('POST', `/blog/list/data${path}`, { token, body })
const get = <T>(token: string, path: string, query: Record<string, string> = {}) =>
  call<T>('GET', `/blog/list/data${path}`, { token, query }).then((result) => result.body)

const newPost: PostInput = {
  blogTitle: 'Flood cover for ground-floor shops',
  slug: 'flood-cover-for-ground-floor-shops',
  blogCategories: ['small-business', 'claims'],
  status: 'published',
  excerpt: '',
  content: '<h2>Why it matters</h2><p>Water finds the lowest door &amp; the oldest seal.</p>',
  featuredImage: '/images/blog/storm-home.svg',
  tags: ['Flood', 'flood', 'Shops'],
}

/** The editor's view of a post, as the page would send it back. */
const asInput = (edit: BlogEdit): PostInput => ({
  id: edit.id,
  blogTitle: edit.blogTitle,
  slug: edit.slug,
  blogCategories: edit.blogCategories.map((category) => category.value),
  status: edit.status,
  excerpt: edit.excerpt,
  content: edit.content,
  featuredImage: edit.featuredImage,
  tags: edit.tags,
})

describe('POST /blog/list/data/edit', () => {
  it('adds a post: id highest + 1, the caller as author, an excerpt from its words, tags once', async () => {
    const token = await admin()
    const created = await post<BlogEdit>(token, '/edit', newPost)
    expect(created.status).toBe(201)
    const edit = blogEditSchema.parse(created.body)
    expect(edit).toMatchObject({
      id: 12,
      avatar: '/images/avatars/1.svg',
      userFullName: 'John Doe',
      blogTitle: 'Flood cover for ground-floor shops',
      blogCategories: [
        { value: 'small-business', label: 'Small business' },
        { value: 'claims', label: 'Claims' },
      ],
      excerpt: 'Why it matters Water finds the lowest door & the oldest seal.',
      tags: ['Flood', 'Shops'],
    })
    expect(Date.now() - Date.parse(edit.createdTime)).toBeLessThan(60_000)
    const listed = await get<BlogList>(token, '', { category: 'claims' })
    expect(listed.posts[0]).toMatchObject({ id: 12, comment: 0, userFullName: 'John Doe' })
    expect(listed.total).toBe(4)
  })

  it('updates a post: the title shows in the list, the author and date stay', async () => {
    const token = await admin()
    const before = await get<BlogEdit>(token, '/edit', { id: '2' })
    const saved = await post<BlogEdit>(token, '/edit', {
      ...asInput(before),
      blogTitle: 'How to file a car claim in five steps',
      excerpt: 'Shorter now.',
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({
      ...before,
      blogTitle: 'How to file a car claim in five steps',
      excerpt: 'Shorter now.',
    })
    const listed = await get<BlogList>(token, '', { page: '2' })
    expect(listed.posts.find((item) => item.id === 2)).toMatchObject({
      title: 'How to file a car claim in five steps',
      userFullName: 'Lucía Fernández',
      comment: 3,
    })
  })

  it('publishes a draft and unpublishes a post: the list follows the status', async () => {
    const token = await admin()
    const draft = await get<BlogEdit>(token, '/edit', { id: '11' })
    await post(token, '/edit', { ...asInput(draft), status: 'published' })
    const travel = await get<BlogEdit>(token, '/edit', { id: '10' })
    await post(token, '/edit', { ...asInput(travel), status: 'draft' })
    const listed = await get<BlogList>(token, '')
    expect(listed.posts.map((item) => item.id)).toEqual([11, 9, 8, 7, 6, 5])
    expect((await get<BlogList>(token, '', { status: 'draft' })).posts.map((p) => p.id)).toEqual([
      10,
    ])
  })

  it('cleans the HTML as it comes in: scripts, handlers and script links go, the text stays', async () => {
    const token = await admin()
    const created = await post<BlogEdit>(token, '/edit', {
      ...newPost,
      content:
        '<p onclick="steal()">Hi <script>alert(1)</script><img src=x onerror=alert(2)>' +
        '<a href="jav&#x61;script:alert(3)">a</a> <a href="https://example.com/x?a=1&b=2">b</a>' +
        '<iframe src="//evil"></iframe>1 < 2 <!-- note --></p><style>p{}</style>',
    })
    expect(created.status).toBe(201)
    expect(created.body.content).toBe(
      '<p>Hi <a>a</a> <a href="https://example.com/x?a=1&amp;b=2" target="_blank" ' +
        'rel="noopener noreferrer nofollow">b</a>1 &lt; 2 </p>',
    )
  })

  it('refuses a slug another post has (400 naming slug) and keeps a post’s own slug', async () => {
    const token = await admin()
    const taken = await post(token, '/edit', {
      ...newPost,
      slug: 'renewal-season-five-questions-to-ask-before-you-sign',
    })
    expect(taken.status).toBe(400)
    expect(taken.body.error.fields).toEqual({ slug: 'This slug is already in use' })
    const other = await get<BlogEdit>(token, '/edit', { id: '4' })
    const clash = await post(token, '/edit', {
      ...asInput(other),
      slug: 'how-to-file-a-car-claim-in-six-steps',
    })
    expect(clash.status).toBe(400)
    expect(clash.body.error.fields).toHaveProperty('slug')
    const same = await post(token, '/edit', asInput(other))
    expect(same.status).toBe(200)
    expect((await get<BlogList>(token, '')).total).toBe(10)
  })

  it('answers 400 naming the field for bad input, 404 for an unknown id, and writes nothing', async () => {
    const token = await admin()
    const cases: [Partial<Record<keyof PostInput, unknown>>, string][] = [
      [{ blogTitle: '   ' }, 'blogTitle'],
      [{ blogTitle: 42 }, 'blogTitle'],
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ slug: 'double--hyphen' }, 'slug'],
      [{ blogCategories: [] }, 'blogCategories'],
      [{ blogCategories: ['gardening'] }, 'blogCategories.0'],
      [{ status: 'archived' }, 'status'],
      [{ content: '<p> </p>' }, 'content'],
      [{ content: '<script>only()</script>' }, 'content'],
      [{ featuredImage: 'https://tracker.example/pixel.png' }, 'featuredImage'],
      [{ featuredImage: 'data:text/html;base64,PHA+' }, 'featuredImage'],
      [{ featuredImage: `data:image/png;base64,${'A'.repeat(UPLOAD_MAX)}` }, 'featuredImage'],
      [{ tags: ['x'.repeat(31)] }, 'tags.0'],
      [{ id: 'seven' }, 'id'],
    ]
    for (const [patch, field] of cases) {
      const refused = await post(token, '/edit', { ...newPost, ...patch })
      expect(refused.status, field).toBe(400)
      expect(refused.body.error.fields, field).toHaveProperty(field)
    }
    const unknown = await post(token, '/edit', { ...newPost, id: 99 })
    expect(unknown.status).toBe(404)
    expect((await call('POST', '/blog/list/data/edit', { token, rawBody: '{' })).status).toBe(400)
    expect((await get<BlogList>(token, '')).total).toBe(10)
  })

  it('keeps an uploaded picture (a data URL) as the featured image', async () => {
    const token = await admin()
    const img = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ=='
    const created = await post<BlogEdit>(token, '/edit', { ...newPost, featuredImage: img })
    expect(created.body.featuredImage).toBe(img)
    expect((await get<BlogList>(token, '')).posts[0]?.img).toBe(img)
  })
})

describe('POST /blog/list/data/comment and /bookmark', () => {
  it('appends a comment by the caller and answers the post with it, counted', async () => {
    const token = await admin()
    const added = await post<BlogDetail>(token, '/comment', {
      id: 3,
      commentText: '  We now send the comparison with every cyber quote.  ',
    })
    expect(added.status).toBe(201)
    const { blog, comments } = blogDetailSchema.parse(added.body)
    expect(blog.comments).toBe(3)
    expect(comments.at(-1)).toMatchObject({
      userFullName: 'John Doe',
      avatar: '/images/avatars/1.svg',
      commentText: 'We now send the comparison with every cyber quote.',
    })
    const again = await get<BlogDetail>(token, '/detail', { id: '3' })
    expect(again.comments).toHaveLength(3)
    const listed = await get<BlogList>(token, '', { q: 'cyber cover' })
    expect(listed.posts[0]?.comment).toBe(3)
  })

  it('refuses an empty or overlong comment (400 naming commentText) and an unknown post (404)', async () => {
    const token = await admin()
    for (const commentText of ['   ', 'x'.repeat(1001), 7]) {
      const refused = await post(token, '/comment', { id: 3, commentText })
      expect(refused.status).toBe(400)
      expect(refused.body.error.fields).toHaveProperty('commentText')
    }
    expect(
      (await post(token, '/comment', { id: 'x', commentText: 'Hi' })).body.error.fields,
    ).toHaveProperty('id')
    expect((await post(token, '/comment', { id: 99, commentText: 'Hi' })).status).toBe(404)
    expect((await get<BlogDetail>(token, '/detail', { id: '3' })).comments).toHaveLength(2)
  })

  it('toggles the caller’s bookmark, and an unknown post is a 404', async () => {
    const token = await admin()
    const on = await post<BlogDetail>(token, '/bookmark', { id: 1 })
    expect(on.status).toBe(200)
    expect(on.body.blog.bookmarked).toBe(true)
    expect((await get<BlogDetail>(token, '/detail', { id: '1' })).blog.bookmarked).toBe(true)
    expect((await post<BlogDetail>(token, '/bookmark', { id: 1 })).body.blog.bookmarked).toBe(false)
    expect((await post(token, '/bookmark', { id: 99 })).status).toBe(404)
    expect((await post(token, '/bookmark', {})).body.error.fields).toHaveProperty('id')
  })
})

describe('access', () => {
  it('answers 403 to the client and 401 without a token, on every endpoint, changing nothing', async () => {
    const { accessToken } = await signIn('client@demo.com', 'client')
    for (const path of ['', '/sidebar', '/detail?id=1', '/edit?id=1']) {
      const refused = await call<ErrorBody>('GET', `/blog/list/data${path}`, { token: accessToken })
      expect(refused.status, path).toBe(403)
      expect(refused.body.error.code).toBe('forbidden')
      expect((await call('GET', `/blog/list/data${path}`)).status, path).toBe(401)
    }
    const writes = [
      ['/edit', newPost],
      ['/comment', { id: 1, commentText: 'Hello' }],
      ['/bookmark', { id: 1 }],
    ] as const
    for (const [path, body] of writes) {
      const refused = await post(accessToken, path, body)
      expect(refused.status, path).toBe(403)
      expect(refused.body.error.code).toBe('forbidden')
      expect((await post(null, path, body)).status, path).toBe(401)
    }
    const token = await admin()
    expect((await get<BlogList>(token, '')).total).toBe(10)
    const { blog } = await get<BlogDetail>(token, '/detail', { id: '1' })
    expect(blog).toMatchObject({ comments: 2, bookmarked: false })
  })
})
