/**
 * The one Dexie database. Only server code (the handlers) opens it; the schema history is
 * declared in `db/schema.ts` from the tables each app contributes.
 */
import { Dexie } from 'dexie'
import { forgetWritesSinceSeed, writeGuard } from '../kernel/write-guard'
import type { StoreTable } from './store'

export const DB_NAME = 'corredor'

export const db = new Dexie(DB_NAME)
// Every write goes through the kernel's write transaction (kernel/write.ts), or fails.
db.use(writeGuard)
// A database closed under the worker (site data cleared, deleted from elsewhere) may open again
// emptied: the next reset then refills every table, not only those written since the seed.
db.on('close', forgetWritesSinceSeed)

/** Dexie store definitions keyed by table name, as a feature contributes them. */
export type TableSchemas = Record<string, string>

/**
 * A table as the handlers reach it: through the storage port (db/store.ts), which Dexie's tables
 * satisfy (the compiler checks it here).
 */
export const typedTable =
  <Row, Key>(name: string) =>
  (): StoreTable<Row, Key> =>
    db.table<Row, Key>(name)

/** A row that belongs to one user: the contract's entity and the id of its owner. */
export type Owned<Row> = Row & { userId: number }

/** Kernel tables: signing secrets and seed bookkeeping survive a reset. */
export const systemTables = { secrets: 'name', meta: 'key' } satisfies TableSchemas

export interface SecretRow {
  name: string
  value: Uint8Array
}
export interface MetaRow {
  key: string
  value: unknown
}
export const secrets = typedTable<SecretRow, string>('secrets')
export const meta = typedTable<MetaRow, string>('meta')
