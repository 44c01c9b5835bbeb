/**
 * The async select's policyholders, a page at a time per search. It names its table, so an import
 * or a reset (here or in another tab) refetches it.
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { fetchPolicyholderOptions } from './select.api'
import { uiKitKeys } from './ui-kit.queries'

export const selectKeys = {
  policyholders: (q: string) => [...uiKitKeys.all, 'select', 'policyholders', q.trim()] as const,
}

export const usePolicyholderOptions = (q: string) =>
  useInfiniteQuery({
    queryKey: selectKeys.policyholders(q),
    queryFn: ({ pageParam, signal }) => fetchPolicyholderOptions(q, pageParam, signal),
    initialPageParam: 1,
    // The next page while the pages so far hold fewer than every match.
    getNextPageParam: (last) => (last.page * last.perPage < last.total ? last.page + 1 : undefined),
    // The last options stay in the list while the next search loads.
    placeholderData: keepPreviousData,
    meta: { tables: ['uiKitPolicyholders'] },
  })
