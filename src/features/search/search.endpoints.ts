/** The search app's endpoints (shared/contract/endpoint.ts): each declared once, here. */
import { endpoint } from '@/shared/contract/endpoint'
import {
  bookmarksQuerySchema,
  bookmarksSchema,
  bookmarkToggledSchema,
  bookmarkToggleSchema,
  mainSearchSchema,
} from './search.schema'

export const searchEndpoints = {
  mainSearch: endpoint({
    method: 'GET',
    path: '/api/main-search/data',
    response: mainSearchSchema,
  }),
  bookmarks: endpoint({
    method: 'GET',
    path: '/api/bookmarks/data',
    query: bookmarksQuerySchema,
    response: bookmarksSchema,
  }),
  toggleBookmark: endpoint({
    method: 'POST',
    path: '/api/bookmarks/update',
    body: bookmarkToggleSchema,
    response: bookmarkToggledSchema,
  }),
}
