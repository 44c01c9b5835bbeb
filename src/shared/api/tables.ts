/** Which cached queries a write to some tables makes stale: each query names its tables. */
import type { Query, QueryClient } from '@tanstack/react-query'
import { ALL_TABLES } from '@/shared/contract/channel'
import './query-meta'

export function readsAnyTable(query: Query, tables: readonly string[]): boolean {
  if (tables.includes(ALL_TABLES)) return true
  const reads = query.meta?.tables
  return (
    Array.isArray(reads) && reads.some((table) => table === ALL_TABLES || tables.includes(table))
  )
}

export function invalidateTables(client: QueryClient, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return Promise.resolve()
  return client.invalidateQueries({ predicate: (query) => readsAnyTable(query, tables) })
}
