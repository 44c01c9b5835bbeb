/**
 * Local data never goes stale by itself (`staleTime: Infinity`). Each query names the tables it
 * reads in `meta.tables`; when the worker reports a write, matching queries refetch, in this
 * tab and in every other.
 */
import { QueryClient, type Query } from '@tanstack/react-query'
import { ALL_TABLES, CHANNEL_NAME, type ChangeMessage } from '@/shared/contract/channel'
import { isApiError } from '@/shared/api/api-error'

export const queryClient = new QueryClient({
  defaultOptions: {
    // The API lives in the service worker: requests run whether or not the browser is online.
    // (Query's default, 'online', pauses everything while offline.)
    mutations: { networkMode: 'always' },
    queries: {
      networkMode: 'always',
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
    },
  },
})

const readsAny = (query: Query, tables: readonly string[]) => {
  if (tables.includes(ALL_TABLES)) return true
  const reads = query.meta?.tables
  return (
    Array.isArray(reads) &&
    reads.some((table) => table === ALL_TABLES || tables.includes(String(table)))
  )
}

export function invalidateTables(tables: readonly string[]): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => readsAny(query, tables) })
}

/** Subscribes to the worker's change messages; returns the unsubscribe. */
export function listenForChanges(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined
  const channel = new BroadcastChannel(CHANNEL_NAME)
  channel.onmessage = (event: MessageEvent<ChangeMessage>) => {
    if (event.data?.type === 'tables-changed') void invalidateTables(event.data.tables)
  }
  return () => channel.close()
}
