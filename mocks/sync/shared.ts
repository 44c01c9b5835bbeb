/**
 * The tables connected devices share (mocks/db/seed.ts `DataRegistry.shared`), handed over by
 * mocks/handlers.ts once it has every app: the sync modules are among those apps, so they cannot
 * import the registry themselves.
 */
import type { SharedTable } from '@mocks/db/seed'

let shared: Readonly<Record<string, SharedTable>> = {}

export function shareTables(tables: Readonly<Record<string, SharedTable>>): void {
  shared = tables
}

export const sharedTable = (table: string): SharedTable | undefined =>
  Object.hasOwn(shared, table) ? shared[table] : undefined

export const sharedTables = (): string[] => Object.keys(shared)
