/** The stored rows as the contract shows them: to one caller (their bookmark), with counts. */
import {
  BLOG_CATEGORIES,
  htmlText,
  type BlogDetail,
  type BlogEdit,
  type BlogListItem,
} from '@/features/blog/blog.schema'
import type { BlogCommentRow, BlogPostRow } from './blog.table'

export const listItemView = (row: BlogPostRow, comments: number): BlogListItem => ({
  img: row.img,
  title: row.title,
  id: row.id,
  avatar: row.avatar,
  userFullName: row.userFullName,
  blogPosted: row.createdTime,
  tags: row.tags,
  excerpt: row.excerpt,
  comment: comments,
})

export const detailView = (
  row: BlogPostRow,
  comments: BlogCommentRow[],
  userId: number,
): BlogDetail => ({
  blog: {
    id: row.id,
    img: row.img,
    title: row.title,
    avatar: row.avatar,
    userFullName: row.userFullName,
    createdTime: row.createdTime,
    tags: row.tags,
    content: row.content,
    comments: comments.length,
    bookmarked: row.bookmarkedBy.includes(userId),
    status: row.status,
  },
  comments: comments.map(({ avatar, userFullName, commentedAt, commentText }) => ({
    avatar,
    userFullName,
    commentedAt,
    commentText,
  })),
})

const labelOf = (value: string) =>
  BLOG_CATEGORIES.find((category) => category.value === value)?.label ?? value

export const editView = (row: BlogPostRow): BlogEdit => ({
  id: row.id,
  avatar: row.avatar,
  userFullName: row.userFullName,
  createdTime: row.createdTime,
  blogTitle: row.title,
  blogCategories: row.categories.map((value) => ({ value, label: labelOf(value) })),
  slug: row.slug,
  status: row.status,
  excerpt: row.excerpt,
  featuredImage: row.img,
  content: row.content,
  tags: row.tags,
})

const EXCERPT_WORDS = 160

/** An excerpt from the post's own words when the editor leaves it blank. */
export function excerptOf(html: string): string {
  const text = htmlText(html)
  if (text.length <= EXCERPT_WORDS) return text
  const cut = text.slice(0, EXCERPT_WORDS)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : EXCERPT_WORDS)}…`
}

/** Tags as written, each once (`Claims` and `claims` are one tag). */
export function distinctTags(tags: readonly string[]): string[] {
  const seen = new Set<string>()
  return tags.filter((tag) => {
    const key = tag.toLowerCase()
    return !seen.has(key) && Boolean(seen.add(key))
  })
}
