import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
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

export function useToggleBookmark() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id }: { id: number; starred: boolean }) => toggleBookmark(id),
    onMutate: async ({ id, starred }) => {
      await queryClient.cancelQueries({ queryKey: searchKeys.all })
      const before = {
        bookmarks: queryClient.getQueryData(bookmarksQuery().queryKey),
        main: queryClient.getQueryData(mainSearchQuery().queryKey),
      }
      const next = applyBookmark(before, id, starred)
      if (next.bookmarks) queryClient.setQueryData(bookmarksQuery().queryKey, next.bookmarks)
      if (next.main) queryClient.setQueryData(mainSearchQuery().queryKey, next.main)
      return before
    },
    onError: (_error, _input, before) => {
      if (before?.bookmarks) queryClient.setQueryData(bookmarksQuery().queryKey, before.bookmarks)
      if (before?.main) queryClient.setQueryData(mainSearchQuery().queryKey, before.main)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchKeys.all }),
  })
}
