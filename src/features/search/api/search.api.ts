import { apiRequest } from '@/shared/api/client'
import { bookmarkToggledSchema, bookmarksSchema, mainSearchSchema } from '../search.schema'

export const fetchMainSearch = (signal?: AbortSignal) =>
  apiRequest('/api/main-search/data', { schema: mainSearchSchema, signal })

export const fetchBookmarks = (signal?: AbortSignal) =>
  apiRequest('/api/bookmarks/data', { schema: bookmarksSchema, signal })

/** Stars or unstars a page; answers the page with its new state. */
export const toggleBookmark = (id: number) =>
  apiRequest('/api/bookmarks/update', {
    method: 'POST',
    body: { id },
    schema: bookmarkToggledSchema,
  })
