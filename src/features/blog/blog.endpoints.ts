/** The blog's endpoints (shared/contract/endpoint.ts): each declared once, here. */
import { endpoint } from '@/shared/contract/endpoint'
import {
  blogDetailSchema,
  blogEditSchema,
  blogListQuerySchema,
  blogListSchema,
  bookmarkInputSchema,
  commentInputSchema,
  postIdQuerySchema,
  postInputSchema,
  sidebarSchema,
} from './blog.schema'

const BASE = '/blog/list/data'

export const blogEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    query: blogListQuerySchema,
    response: blogListSchema,
  }),
  sidebar: endpoint({ method: 'GET', path: `${BASE}/sidebar`, response: sidebarSchema }),
  detail: endpoint({
    method: 'GET',
    path: `${BASE}/detail`,
    query: postIdQuerySchema,
    response: blogDetailSchema,
  }),
  edit: endpoint({
    method: 'GET',
    path: `${BASE}/edit`,
    query: postIdQuerySchema,
    response: blogEditSchema,
  }),
  /** With an `id`, updates that post; without one, adds a post (a 201). */
  save: endpoint({
    method: 'POST',
    path: `${BASE}/edit`,
    body: postInputSchema,
    response: blogEditSchema,
  }),
  comment: endpoint({
    method: 'POST',
    path: `${BASE}/comment`,
    body: commentInputSchema,
    response: blogDetailSchema,
  }),
  bookmark: endpoint({
    method: 'POST',
    path: `${BASE}/bookmark`,
    body: bookmarkInputSchema,
    response: blogDetailSchema,
  }),
}
