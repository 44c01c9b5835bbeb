/**
 * The one way a screen writes: `useAppMutation` declares the tables the write changes (their
 * queries refetch when it settles), the toast a failure shows (by i18n key, shown once by the
 * query client's mutation cache) and, where a screen must answer at once, an optimistic change
 * that is put back if the server refuses.
 */
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query'
import type { AppMutationMeta } from './query-meta'

export interface OptimisticChange<TVariables> {
  /** Every query under this key is saved first and restored if the write fails. */
  queryKey: QueryKey
  /** Writes the expected result into the cache (`setQueryData` / `setQueriesData`). */
  apply: (client: QueryClient, variables: TVariables) => void
}

export interface AppMutationOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>
  /** The tables this write changes; none for a request that only reads. */
  tables?: readonly string[]
  /** The i18n key of the failure toast; `null` when the screen shows the failure in place. */
  errorMessage: string | null
  optimistic?: OptimisticChange<TVariables>
  /** Runs before the tables refetch, e.g. to put the server's answer in the cache. */
  onSuccess?: (data: TData, variables: TVariables, client: QueryClient) => unknown
}

type Snapshot = ReadonlyArray<readonly [QueryKey, unknown]>

/** Saves the queries, then applies the change synchronously, so a dropped card never jumps. */
export function applyOptimistic<TVariables>(
  client: QueryClient,
  change: OptimisticChange<TVariables>,
  variables: TVariables,
): Snapshot {
  const { queryKey } = change
  // Cancelling first: a refetch in flight would otherwise overwrite the change when it lands.
  void client.cancelQueries({ queryKey })
  const before = client.getQueriesData({ queryKey })
  change.apply(client, variables)
  return before
}

export function restoreSnapshot(client: QueryClient, before: Snapshot | undefined): void {
  for (const [key, data] of before ?? []) client.setQueryData(key, data)
}

export function useAppMutation<TData, TVariables = void>(
  options: AppMutationOptions<TData, TVariables>,
): UseMutationResult<TData, Error, TVariables, Snapshot | undefined> {
  const client = useQueryClient()
  const { mutationFn, tables, errorMessage, optimistic, onSuccess } = options
  const meta: AppMutationMeta = {}
  if (tables) meta.tables = tables
  if (errorMessage) meta.errorMessage = errorMessage
  return useMutation<TData, Error, TVariables, Snapshot | undefined>({
    mutationFn,
    meta,
    // Not async: TanStack calls it synchronously from `mutate`, before the next render.
    onMutate: (variables) => (optimistic ? applyOptimistic(client, optimistic, variables) : []),
    onError: (_error, _variables, before) => restoreSnapshot(client, before),
    onSuccess: onSuccess && ((data, variables) => onSuccess(data, variables, client)),
  })
}
