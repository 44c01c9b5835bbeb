import { apiRequest } from '@/shared/api/client'
import {
  blogDetailSchema,
  blogEditSchema,
  blogListSchema,
  sidebarSchema,
  type CategoryValue,
  type CommentInput,
  type PostInput,
  type PostStatus,
} from '../blog.schema'

const BASE = '/blog/list/data'

/** What `GET /blog/list/data` takes (`status` only for the editor's drafts). */
export interface BlogListParams {
  q?: string | undefined
  category?: CategoryValue | undefined
  status?: PostStatus | undefined
  page: number
  perPage: number
}

export const fetchPosts = (query: BlogListParams, signal?: AbortSignal) =>
  apiRequest(BASE, { query: { ...query }, schema: blogListSchema, signal })

export const fetchSidebar = (signal?: AbortSignal) =>
  apiRequest(`${BASE}/sidebar`, { schema: sidebarSchema, signal })

export const fetchPost = (id: number, signal?: AbortSignal) =>
  apiRequest(`${BASE}/detail`, { query: { id }, schema: blogDetailSchema, signal })

export const fetchPostForEdit = (id: number, signal?: AbortSignal) =>
  apiRequest(`${BASE}/edit`, { query: { id }, schema: blogEditSchema, signal })

/** With an `id`, updates that post; without one, adds a post. */
export const savePost = (input: PostInput) =>
  apiRequest(`${BASE}/edit`, { method: 'POST', body: input, schema: blogEditSchema })

export const addComment = (input: CommentInput) =>
  apiRequest(`${BASE}/comment`, { method: 'POST', body: input, schema: blogDetailSchema })

export const toggleBookmark = (id: number) =>
  apiRequest(`${BASE}/bookmark`, { method: 'POST', body: { id }, schema: blogDetailSchema })
