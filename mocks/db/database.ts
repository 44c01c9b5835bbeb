/**
 * The one Dexie database. Only server code (the handlers) opens it; the schema history is
 * declared in `db/schema.ts` from the tables each app contributes.
 */
import { Dexie, type Transaction } from 'dexie'
import {
  forgetWritesSinceSeed,
  scratchOf,
  seededNow,
  trackWrites,
  writeGuard,
  writtenBy,
  writtenSinceSeed,
} from '../kernel/write-guard'
import { memoryProjections } from './memory-projection'
import { storage, setStorage, type Storage } from './storage'
import type { StoreTable } from './store'

export const DB_NAME = 'corredor'

export const db = new Dexie(DB_NAME)
// Every write goes through the kernel's write transaction (kernel/write.ts), or fails.
db.use(writeGuard)
// A database closed under the worker (site data cleared, deleted from elsewhere) may open again
// emptied: the next reset then refills every table, not only those written since the seed.
db.on('close', forgetWritesSinceSeed)
// The projections in memory see every write; a database opened afresh is read again.
const projections = memoryProjections(db)
db.use(projections.middleware)
db.on('ready', projections.forget, true)

/** Dexie store definitions keyed by table name, as a feature contributes them. */
export type TableSchemas = Record<string, string>

/** The tables a kernel write transaction has written so far; undefined outside one. */
const kernelWrites = (): Set<string> | undefined => {
  // Typed as always there; outside a transaction it is not.
  const current: Transaction | null | undefined = Dexie.currentTransaction
  return current?.idbtrans ? writtenBy(current.idbtrans) : undefined
}

/**
 * The worker's storage. A write is one read-write transaction over every table; the write guard
 * (kernel/write-guard.ts) records the tables it writes and refuses a write made outside one.
 * Its tables are Dexie's own, which satisfy the port (the compiler checks it here).
 */
const dexieStorage: Storage = {
  version: () => db.verno,
  tableNames: () => db.tables.map((table) => table.name),
  table: <Row, Key>(name: string): StoreTable<Row, Key> => db.table<Row, Key>(name),
  async write(fn) {
    if (kernelWrites()) return { value: await fn(), tables: [] }
    const tables = new Set<string>()
    const value = await db.transaction('rw', db.tables, (transaction) => {
      trackWrites(transaction.idbtrans, tables)
      return fn()
    })
    return { value, tables: [...tables] }
  },
  read: (fn) => db.transaction('r', db.tables, fn),
  projection: projections.of,
  writing: () => kernelWrites() !== undefined,
  scratch: () => {
    const current: Transaction | null | undefined = Dexie.currentTransaction
    return current?.idbtrans ? scratchOf(current.idbtrans) : undefined
  },
  shared: () => false,
  changes: () => null,
  isConflict: (error) => error instanceof Dexie.DexieError,
  writtenSinceSeed,
  seededNow,
  forgetSeed: forgetWritesSinceSeed,
}
setStorage(dexieStorage)

/** A table as the handlers reach it: through the storage port, whichever storage answers it. */
export const typedTable =
  <Row, Key>(name: string) =>
  (): StoreTable<Row, Key> =>
    storage().table<Row, Key>(name)

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
