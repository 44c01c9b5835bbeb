/**
 * The one way to write. `inWriteTransaction(fn)` runs `fn` in one read-write transaction over
 * every table, so whatever decides a write (the next id, a uniqueness check, a position) is read
 * inside it and concurrent requests queue instead of colliding. A DBCore middleware records the
 * tables a transaction really wrote, for the broadcast, and refuses any write made outside such
 * a transaction (see write-guard.ts): a handler that writes the unsafe way fails its tests
 * instead of shipping.
 */
import { Dexie, type Table, type Transaction } from 'dexie'
import { db } from '../db/database'
import { UnsafeWriteError, writtenBy, trackWrites } from './write-guard'

const kernelTransaction = (): Set<string> | undefined => {
  // Typed as always there; outside a transaction it is not.
  const current: Transaction | null | undefined = Dexie.currentTransaction
  return current?.idbtrans ? writtenBy(current.idbtrans) : undefined
}

export interface WriteResult<T> {
  value: T
  /** The tables the transaction wrote, in the order first written. */
  tables: string[]
}

/**
 * Runs `fn` in one read-write transaction over every table and reports the tables it wrote.
 * Inside one already, `fn` simply joins it (and the outer call reports the writes). `fn` may
 * await only Dexie calls: awaiting anything else (WebCrypto, timers) ends an IndexedDB
 * transaction, so do that work before or after.
 */
export async function inWriteTransaction<T>(fn: () => T | Promise<T>): Promise<WriteResult<T>> {
  if (kernelTransaction()) return { value: await fn(), tables: [] }
  const tables = new Set<string>()
  const value = await db.transaction('rw', db.tables, (transaction) => {
    trackWrites(transaction.idbtrans, tables)
    return fn()
  })
  return { value, tables: [...tables] }
}

/**
 * "Highest id + 1", the contract's rule for a new record's id. Only inside a write transaction,
 * where no other request can take the same id before this one is added.
 *
 * Not `async` on purpose: it answers Dexie's own promise, which keeps the transaction's zone.
 * Dexie follows a transaction through one level of native `async` functions but loses it past
 * two (an async helper awaiting another async helper); the write guard then refuses the write,
 * so such code fails its tests rather than writing outside the transaction.
 */
export function nextId(table: Pick<Table, 'name'>): Promise<number> {
  if (!kernelTransaction()) return Promise.reject(new UnsafeWriteError(table.name))
  return db
    .table(table.name)
    .orderBy(':id')
    .lastKey()
    .then((last) => (typeof last === 'number' ? last : 0) + 1)
}
