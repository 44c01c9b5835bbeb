import { queryOptions } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
import type { Bookmarks, MainSearch, PageResult } from '../search.schema'
import { fetchBookmarks, fetchMainSearch, toggleBookmark } from './search.api'

export const searchKeys = {
  all: ['search'] as const,
  main: () => [...searchKeys.all, 'main'] as const,
  bookmarks: () => [...searchKeys.all, 'bookmarks'] as const,
}

export const mainSearchQuery = () =>
  queryOptions({
    queryKey: searchKeys.main(),
    queryFn: ({ signal }) => fetchMainSearch(signal),
    meta: { tables: ['bookmarks', 'searchFiles', 'searchContacts'] },
  })

export const bookmarksQuery = () =>
  queryOptions({
    queryKey: searchKeys.bookmarks(),
    queryFn: ({ signal }) => fetchBookmarks(signal),
    meta: { tables: ['bookmarks'] },
  })

const flag = (page: PageResult, id: number, starred: boolean): PageResult =>
  page.id === id ? { ...page, isBookmarked: starred } : page

/** The star shows its new state at once; the server's answer (or a refetch) settles it. */
export function applyBookmark(
  data: { bookmarks: Bookmarks | undefined; main: MainSearch | undefined },
  id: number,
  starred: boolean,
) {
  const bookmarks: Bookmarks | undefined = data.bookmarks && {
    suggestions: data.bookmarks.suggestions.map((page) => flag(page, id, starred)),
    bookmarks: starred
      ? [
          ...data.bookmarks.bookmarks.filter((page) => page.id !== id),
          ...data.bookmarks.suggestions
            .filter((page) => page.id === id)
            .map((page) => flag(page, id, true)),
        ]
      : data.bookmarks.bookmarks.filter((page) => page.id !== id),
  }
  let main: MainSearch | undefined
  if (data.main) {
    const [pages, files, contacts] = data.main.searchArr
    main = {
      searchArr: [
        { ...pages, data: pages.data.map((page) => flag(page, id, starred)) },
        files,
        contacts,
      ],
    }
  }
  return { bookmarks, main }
}

export const useToggleBookmark = () =>
  useAppMutation({
    mutationFn: ({ id }: { id: number; starred: boolean }) => toggleBookmark(id),
    tables: ['bookmarks'],
    errorMessage: 'shell.errors.saveFailed',
    optimistic: {
      queryKey: searchKeys.all,
      apply: (client, { id, starred }: { id: number; starred: boolean }) => {
        const before = {
          bookmarks: client.getQueryData(bookmarksQuery().queryKey),
          main: client.getQueryData(mainSearchQuery().queryKey),
        }
        const next = applyBookmark(before, id, starred)
        if (next.bookmarks) client.setQueryData(bookmarksQuery().queryKey, next.bookmarks)
        if (next.main) client.setQueryData(mainSearchQuery().queryKey, next.main)
      },
    },
  })
