import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
import { ALL_TABLES } from '@/shared/contract/channel'
import { saveSession } from '@/shared/auth/session'
import type { SyncStatus } from '../sync.schema'
import {
  connectDevice,
  disconnectDevice,
  dismissRefused,
  fetchSyncStatus,
  syncNow,
} from './sync.api'

/** The worker's tables behind the status: a write to any of them refreshes it. */
export const SYNC_TABLES = ['syncOutbox', 'syncState', 'syncRefused'] as const

/** While connected, the status is also read every few seconds (a push or pull under way). */
export const STATUS_POLL_MS = 5_000

export const syncKeys = {
  all: ['sync'] as const,
  status: () => [...syncKeys.all, 'status'] as const,
}

export const syncStatusQueryOptions = () =>
  queryOptions({
    queryKey: syncKeys.status(),
    queryFn: ({ signal }) => fetchSyncStatus(signal),
    meta: { tables: SYNC_TABLES },
    refetchInterval: (query) => (query.state.data?.mode === 'connected' ? STATUS_POLL_MS : false),
  })

export const useSyncStatus = () => useQuery(syncStatusQueryOptions())

/** The agency server this device is connected to; null in local mode (or while unknown). */
export function useAgencyServer(): string | null {
  const { data } = useSyncStatus()
  return data?.mode === 'connected' ? data.server : null
}

const putStatus = (status: SyncStatus, client: QueryClient) =>
  client.setQueryData(syncKeys.status(), status)

/**
 * Connecting replaces the device's data with the server's and signs the device in as the server
 * account, as the sign-in form does. Its failures are said on the form.
 */
export const useConnectDevice = () =>
  useAppMutation({
    mutationFn: connectDevice,
    tables: [ALL_TABLES],
    errorMessage: null,
    onSuccess: ({ status, ...session }, _body, client) => {
      saveSession(session)
      putStatus(status, client)
    },
  })

export const useSyncNow = () =>
  useAppMutation({
    mutationFn: syncNow,
    errorMessage: 'sync.toast.nowFailed',
    onSuccess: (status, _none, client) => putStatus(status, client),
  })

/** A refusal (writes still waiting) is answered on the card, with the way to drop them. */
export const useDisconnectDevice = () =>
  useAppMutation({ mutationFn: disconnectDevice, tables: SYNC_TABLES, errorMessage: null })

export const useDismissRefused = () =>
  useAppMutation({
    mutationFn: dismissRefused,
    tables: ['syncRefused'],
    errorMessage: 'sync.toast.dismissFailed',
  })
