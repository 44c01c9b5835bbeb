import { call } from '@/shared/api/call'
import { blogEndpoints } from '../blog.endpoints'
import type { CategoryValue, CommentInput, PostInput, PostStatus } from '../blog.schema'

/** What `GET /blog/list/data` takes (`status` only for the editor's drafts). */
export interface BlogListParams {
  q?: string | undefined
  category?: CategoryValue | undefined
  status?: PostStatus | undefined
  page: number
  perPage: number
}

export const fetchPosts = (query: BlogListParams, signal?: AbortSignal) =>
  call(blogEndpoints.list, { query, signal })

export const fetchSidebar = (signal?: AbortSignal) => call(blogEndpoints.sidebar, { signal })

export const fetchPost = (id: number, signal?: AbortSignal) =>
  call(blogEndpoints.detail, { query: { id }, signal })

export const fetchPostForEdit = (id: number, signal?: AbortSignal) =>
  call(blogEndpoints.edit, { query: { id }, signal })

/** With an `id`, updates that post; without one, adds a post. */
export const savePost = (input: PostInput) => call(blogEndpoints.save, { body: input })

export const addComment = (input: CommentInput) => call(blogEndpoints.comment, { body: input })

export const toggleBookmark = (id: number) => call(blogEndpoints.bookmark, { body: { id } })
