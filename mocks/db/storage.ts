/**
 * The storage the handlers run over: its tables (the port, db/store.ts) and its one kind of write
 * transaction. Dexie in the service worker, set by db/database.ts when it loads; PostgreSQL on
 * the agency server, which sets its own before it answers a request.
 */
import type { StoreTable } from './store'

export interface WriteResult<T> {
  value: T
  /** The tables the transaction wrote, in the order first written. */
  tables: string[]
}

export interface Storage {
  table<Row, Key>(name: string): StoreTable<Row, Key>
  /**
   * Runs `fn` in one read-write transaction over every table and reports the tables it wrote.
   * Inside one already, `fn` joins it (and the outer call reports the writes).
   */
  write<T>(fn: () => T | Promise<T>): Promise<WriteResult<T>>
  /** Whether the caller runs inside a write transaction of this storage. */
  writing(): boolean
}

let current: Storage | null = null

export function setStorage(storage: Storage): void {
  current = storage
}

export function storage(): Storage {
  if (!current) throw new Error('No storage: import db/database.ts or set one with setStorage()')
  return current
}
