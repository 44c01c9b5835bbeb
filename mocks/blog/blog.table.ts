/**
 * The blog's stores. A post keeps its author as they were when it was written (name and picture)
 * and who bookmarked it; comments are their own rows, so a post's count is one index lookup.
 */
import { typedTable, type TableSchemas } from '@mocks/db/database'
import type { CategoryValue, PostStatus } from '@/features/blog/blog.schema'

export interface BlogPostRow {
  id: number
  /** Unique across posts (the store's `&slug` index holds it too). */
  slug: string
  title: string
  excerpt: string
  /** Sanitised HTML. */
  content: string
  /** The featured image: a seeded path, a data URL, or ''. */
  img: string
  tags: string[]
  categories: CategoryValue[]
  status: PostStatus
  /** The account that wrote it; null for colleagues without an account in this install. */
  authorId: number | null
  avatar: string
  userFullName: string
  /** ISO date-time. */
  createdTime: string
  /** The accounts that keep it among their bookmarks. */
  bookmarkedBy: number[]
}

export interface BlogCommentRow {
  id: number
  postId: number
  userId: number | null
  avatar: string
  userFullName: string
  commentedAt: string
  commentText: string
}

export const blogTables = {
  // Newest first by `createdTime`; the slug is unique.
  blogPosts: 'id, &slug, createdTime',
  blogComments: 'id, postId',
} satisfies TableSchemas

export const blogPosts = typedTable<BlogPostRow, number>('blogPosts')
export const blogComments = typedTable<BlogCommentRow, number>('blogComments')

/** A post's conversation, oldest first. */
export const commentsOf = (postId: number) =>
  blogComments().where('postId').equals(postId).sortBy('id')
