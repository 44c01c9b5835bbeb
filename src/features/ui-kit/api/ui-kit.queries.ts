/**
 * The UI kit's one query: the auto-complete demo's towns, per search. It names its table, so an
 * import or a reset (here or in another tab) refetches it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { fetchAutocomplete } from './ui-kit.api'

export const uiKitKeys = {
  all: ['ui-kit'] as const,
  autocomplete: (q: string) => [...uiKitKeys.all, 'autocomplete', q.trim()] as const,
}

export const useAutocomplete = (q: string) =>
  useQuery({
    queryKey: uiKitKeys.autocomplete(q),
    queryFn: ({ signal }) => fetchAutocomplete(q, signal),
    // The last suggestions stay in the list while the next search loads.
    placeholderData: keepPreviousData,
    meta: { tables: ['uiKitAutocomplete'] },
  })
