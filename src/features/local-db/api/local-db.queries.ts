import { queryOptions, useQuery } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
import { ALL_TABLES } from '@/shared/contract/channel'
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
    meta: { tables: [ALL_TABLES] },
  })

export const useDbStats = () => useQuery(statsQueryOptions())

/**
 * Reset and import replace every table, so every cached query is stale afterwards. Their
 * failures are shown in place, on the settings cards, not as toasts.
 */
export const useResetDatabase = () =>
  useAppMutation({ mutationFn: resetDatabase, tables: [ALL_TABLES], errorMessage: null })

export const useImportDatabase = () =>
  useAppMutation({ mutationFn: importDatabase, tables: [ALL_TABLES], errorMessage: null })

export const useExportDatabase = () =>
  useAppMutation({ mutationFn: exportDatabase, errorMessage: null })
