/**
 * The storage the handlers run over: its tables (the port, db/store.ts) and its one kind of write
 * transaction. Dexie in the service worker, set by db/database.ts when it loads; PostgreSQL on
 * the agency server, which sets its own before it answers a request.
 */
import type { Projection, ProjectionDefinition } from './projection'
import type { StoreTable } from './store'

export interface WriteResult<T> {
  value: T
  /** The tables the transaction wrote, in the order first written. */
  tables: string[]
}

/** A row change as the agency server logged it (server/storage/change-log.ts). */
export interface LoggedChange {
  version: number
  table: string
  /** Null: every row of the table went (a clear). */
  key: unknown
  /** Null: the row is gone. */
  row: unknown
}

/** The server's log of committed changes, in commit order, that connected devices pull. */
export interface ChangeFeed {
  /** Changes after `version`, at most about `limit`, never splitting a transaction's. */
  since(
    version: number,
    limit: number,
  ): Promise<{ changes: LoggedChange[]; more: boolean; last: number }>
  /** The newest version committed, as the current transaction sees it. */
  head(): Promise<number>
  /** Calls `listener` after every commit that logged changes; answers the unsubscribe. */
  subscribe(listener: (version: number) => void): () => void
  /**
   * Drops the entries later ones supersede (a row's earlier states, what came before a clear), so
   * the log grows with the book, not with every write; answers how many went.
   */
  compact(): Promise<number>
}

export interface Storage {
  /** The schema version its tables are at (db/schema.ts's history). */
  version(): number
  /** Every table's name. */
  tableNames(): string[]
  table<Row, Key>(name: string): StoreTable<Row, Key>
  /**
   * Runs `fn` in one read-write transaction over every table and reports the tables it wrote.
   * Inside one already, `fn` joins it (and the outer call reports the writes).
   */
  write<T>(fn: () => T | Promise<T>): Promise<WriteResult<T>>
  /** Runs `fn` in one read-only transaction over every table: its reads see one state. */
  read<T>(fn: () => Promise<T>): Promise<T>
  /** A projection of a table (db/projection.ts), answered where this storage keeps it. */
  projection<Row, K extends string>(definition: ProjectionDefinition<Row, K>): Projection<K>
  /** Whether the caller runs inside a write transaction of this storage. */
  writing(): boolean
  /**
   * A map that lives as long as the current write transaction, undefined outside one: what a
   * request's steps share without passing it along (the draws it records or replays,
   * kernel/draws.ts; the rows it touched, kernel/write-guard.ts).
   */
  scratch(): Map<string, unknown> | undefined
  /**
   * Whether this is a book several people share (the agency server's database), not one device's
   * own: then what one user may do to all of it (a reset) asks for more than a device would.
   */
  shared(): boolean
  /** The change log devices pull from: the agency server's; null on a device. */
  changes(): ChangeFeed | null
  /** Whether `error` is this storage refusing a write (a taken key, a unique value). */
  isConflict(error: unknown): boolean
  /**
   * The seed's bookkeeping, so that a reset refills only what changed: the tables written since
   * this process last seeded, or null when that is not known (then a reset refills every table).
   * A storage other processes write too (the server's) always answers null.
   */
  writtenSinceSeed(): ReadonlySet<string> | null
  /** Called by a seed as the last step of its write transaction. */
  seededNow(): void
  /** Back to "not known": a seed that failed, a database replaced under this process. */
  forgetSeed(): void
}

let current: Storage | null = null

export function setStorage(storage: Storage): void {
  current = storage
}

export function storage(): Storage {
  if (!current) throw new Error('No storage: import db/database.ts or set one with setStorage()')
  return current
}
