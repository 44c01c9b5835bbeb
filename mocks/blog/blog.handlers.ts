/**
 * The blog's reads: the list (published posts, newest first, searched, filtered by category and
 * paged; the editor's "Drafts" view with `status=draft`), the sidebar, one post with its
 * comments, and one post as the editor loads it.
 */
import { route } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { blogEndpoints as api } from '@/features/blog/blog.endpoints'
import { BLOG_CATEGORIES } from '@/features/blog/blog.schema'
import { blogComments, blogPosts, commentsOf, type BlogPostRow } from './blog.table'
import { detailView, editView, listItemView } from './blog.view'
import { blogWrites } from './blog.writes'

const PER_PAGE = 6
const RECENT = 4

const newestFirst = () => blogPosts().orderBy('createdTime').reverse()

const list = route(api.list, {
  async handle({ query }) {
    const { q, category, status = 'published', page = 1, perPage = PER_PAGE } = query
    const needle = q?.toLowerCase()
    const matches = (row: BlogPostRow) =>
      row.status === status &&
      (!category || row.categories.includes(category)) &&
      (!needle ||
        [row.title, row.excerpt, ...row.tags].some((text) => text.toLowerCase().includes(needle)))
    const found = await newestFirst().filter(matches).toArray()
    const shown = found.slice((page - 1) * perPage, page * perPage)
    const comments = await blogComments()
      .where('postId')
      .anyOf(shown.map((row) => row.id))
      .toArray()
    const countOf = (id: number) => comments.filter((comment) => comment.postId === id).length
    return { posts: shown.map((row) => listItemView(row, countOf(row.id))), total: found.length }
  },
})

const sidebar = route(api.sidebar, {
  async handle() {
    const published = await newestFirst()
      .filter((row) => row.status === 'published')
      .toArray()
    return {
      recentPosts: published
        .slice(0, RECENT)
        .map(({ img, title, id, createdTime }) => ({ img, title, id, createdTime })),
      categories: BLOG_CATEGORIES.map(({ value, label, icon }) => ({
        category: label,
        icon,
        value,
        count: published.filter((row) => row.categories.includes(value)).length,
      })),
    }
  },
})

/** One post (a draft too: the editor previews it) and its conversation, oldest first. */
const detail = route(api.detail, {
  async handle({ query, session }) {
    const [row, comments] = await Promise.all([
      getOrThrow(blogPosts(), query.id, 'Post'),
      commentsOf(query.id),
    ])
    return detailView(row, comments, session.userId)
  },
})

const edit = route(api.edit, {
  async handle({ query }) {
    return editView(await getOrThrow(blogPosts(), query.id, 'Post'))
  },
})

export const blogRoutes = [list, sidebar, detail, edit, ...blogWrites]
