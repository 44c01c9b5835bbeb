import { call } from '@/shared/api/call'
import { searchEndpoints } from '../search.endpoints'

export const fetchMainSearch = (signal?: AbortSignal) =>
  call(searchEndpoints.mainSearch, { signal })

export const fetchBookmarks = (signal?: AbortSignal) => call(searchEndpoints.bookmarks, { signal })

/** Stars or unstars a page; answers the page with its new state. */
export const toggleBookmark = (id: number) => call(searchEndpoints.toggleBookmark, { body: { id } })
