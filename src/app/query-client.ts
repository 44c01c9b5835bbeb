/**
 * Local data never goes stale by itself (`staleTime: Infinity`). Each query names the tables it
 * reads in `meta.tables`; when the worker reports a write, matching queries refetch, in this
 * tab and in every other.
 */
import { QueryClient } from '@tanstack/react-query'
import { CHANNEL_NAME, type ChangeMessage } from '@/shared/contract/channel'
import { isApiError } from '@/shared/api/api-error'
import { createMutationCache } from '@/shared/api/mutation-cache'
import { invalidateTables } from '@/shared/api/tables'
import { useSession } from '@/shared/auth/session'

export const queryClient = new QueryClient({
  // Failed writes show the toast their `meta` names; settled writes refetch their tables.
  mutationCache: createMutationCache(),
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

/**
 * Cached answers belong to the account that asked for them. Signing in as someone else without
 * signing out first (a sign-in screen opened while signed in, such as the menu's sign-in
 * designs, or another tab) must not show the next account the last one's data.
 */
let cacheOwner = useSession.getState().user?.id
useSession.subscribe(({ user }) => {
  if (!user) return
  if (cacheOwner !== undefined && user.id !== cacheOwner) queryClient.clear()
  cacheOwner = user.id
})

/** Subscribes to the worker's change messages; returns the unsubscribe. */
export function listenForChanges(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined
  const channel = new BroadcastChannel(CHANNEL_NAME)
  channel.onmessage = (event: MessageEvent<ChangeMessage>) => {
    if (event.data?.type === 'tables-changed') void invalidateTables(queryClient, event.data.tables)
  }
  return () => channel.close()
}
