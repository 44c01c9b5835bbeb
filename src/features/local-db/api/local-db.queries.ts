import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { exportDatabase, fetchStats, importDatabase, resetDatabase } from './local-db.api'

export const localDbKeys = {
  all: ['local-db'] as const,
  stats: () => [...localDbKeys.all, 'stats'] as const,
}

/** Stats count every table, so any write anywhere makes them stale. */
export const statsQueryOptions = () =>
  queryOptions({
    queryKey: localDbKeys.stats(),
    queryFn: ({ signal }) => fetchStats(signal),
    meta: { tables: ['*'] },
  })

export const useDbStats = () => useQuery(statsQueryOptions())

/** Reset and import replace every table, so every cached query is stale afterwards. */
export function useResetDatabase() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetDatabase,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

export function useImportDatabase() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: importDatabase,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

export const useExportDatabase = () => useMutation({ mutationFn: exportDatabase })
