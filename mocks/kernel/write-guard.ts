/**
 * A DBCore middleware on the one database: it records which tables each kernel write
 * transaction wrote (the broadcast names exactly those) and refuses a write anywhere else. It
 * also keeps the tables written since the database was last seeded by this worker, so that a
 * reset refills only those (mocks/db/seed.ts).
 */
import type { DBCore, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Middleware } from 'dexie'

/** Tables written so far, keyed by the IndexedDB transaction of a kernel write. */
const written = new WeakMap<object, Set<string>>()
/** Each kernel write's scratch (db/storage.ts), keyed the same way. */
const scratches = new WeakMap<object, Map<string, unknown>>()

/** The keys a kernel write touched, per table; `'all'` where it cleared or deleted a range. */
export type Touched = Map<string, Set<unknown> | 'all'>
const TOUCHED = 'touched'

export const touchedBy = (scratch: Map<string, unknown>): Touched | undefined =>
  scratch.get(TOUCHED) as Touched | undefined

function touch(idbtrans: object, table: string, keys: readonly unknown[] | 'all') {
  const scratch = scratches.get(idbtrans)
  if (!scratch) return
  let touched = touchedBy(scratch)
  if (!touched) scratch.set(TOUCHED, (touched = new Map()))
  const seen = touched.get(table)
  if (keys === 'all') touched.set(table, 'all')
  else if (seen !== 'all') {
    const set = seen ?? new Set<unknown>()
    for (const key of keys) set.add(key)
    touched.set(table, set)
  }
}

/** A row as it was before a kernel write changed it: null where the write made it. */
export interface BeforeImage {
  key: unknown
  row: unknown
}
/** Per table, per key (as JSON): each row as the write's transaction found it. */
export type Befores = Map<string, Map<string, BeforeImage>>
const BEFORES = 'befores'

/**
 * Asks the current write to keep each row it changes as it found it (a connected device's outbox
 * sends them with the write, so that the server keeps what a colleague changed in the fields the
 * write left alone: mocks/sync/merge.ts).
 */
export const keepBefores = (scratch: Map<string, unknown>): void => {
  scratch.set(BEFORES, new Map())
}

export const beforesOf = (scratch: Map<string, unknown>): Befores | undefined =>
  scratch.get(BEFORES) as Befores | undefined

/**
 * The first image of each key in this transaction is the one kept: the row before the request.
 * Chained with `then`, not awaited: Dexie's middlewares below read its zone (PSD), which a native
 * `await` here would leave.
 */
function keepImages(
  befores: Befores,
  table: DBCoreTable,
  trans: DBCoreTransaction,
  request: DBCoreMutateRequest,
): PromiseLike<void> | null {
  if (request.type !== 'put') return null
  const extract = table.schema.primaryKey.extractKey
  const keys = request.keys ?? (extract ? request.values.map((value) => extract(value)) : [])
  const images = befores.get(table.name) ?? new Map<string, BeforeImage>()
  befores.set(table.name, images)
  const fresh = keys.filter((key) => key !== undefined && !images.has(JSON.stringify(key)))
  if (fresh.length === 0) return null
  return table.getMany({ trans, keys: fresh }).then((rows) => {
    fresh.forEach((key, index) =>
      images.set(JSON.stringify(key), { key, row: rows[index] ?? null }),
    )
  })
}

/** Rows an add made: none was there before. */
function keepMade(befores: Befores, table: string, keys: readonly unknown[]) {
  const images = befores.get(table) ?? new Map<string, BeforeImage>()
  befores.set(table, images)
  for (const key of keys) {
    const id = JSON.stringify(key)
    if (!images.has(id)) images.set(id, { key, row: null })
  }
}

/**
 * Tables written since this worker last seeded the database; null while that is not known (no
 * seed yet in this worker, a seed that failed, the database opened or replaced under it).
 */
let sinceSeed: Set<string> | null = null

export const writtenSinceSeed = (): ReadonlySet<string> | null => sinceSeed

/**
 * Called by a seed as the last step of its own write transaction: write transactions run one at
 * a time, so every write recorded after this one is a later transaction's.
 */
export const seededNow = (): void => {
  sinceSeed = new Set()
}

/** Back to "not known": a seed that failed, a database deleted or written under the kernel. */
export const forgetWritesSinceSeed = (): void => {
  sinceSeed = null
}

export class UnsafeWriteError extends Error {
  constructor(table: string) {
    super(`A write to "${table}" outside inWriteTransaction()`)
    this.name = 'UnsafeWriteError'
  }
}

export const writeGuard: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'corredor-write-guard',
  create: (down) => ({
    ...down,
    table(name) {
      const table = down.table(name)
      return {
        ...table,
        mutate(request) {
          const tables = written.get(request.trans)
          if (!tables) return Promise.reject(new UnsafeWriteError(name))
          tables.add(name)
          sinceSeed?.add(name)
          const trans = request.trans
          const scratch = scratches.get(trans)
          const befores = scratch && beforesOf(scratch)
          const run = () =>
            table.mutate(request).then((result) => {
              if (request.type === 'deleteRange') touch(trans, name, 'all')
              else if (request.type === 'delete') touch(trans, name, request.keys)
              else touch(trans, name, request.keys ?? result.results ?? [])
              if (befores && request.type === 'add') keepMade(befores, name, result.results ?? [])
              return result
            })
          const kept = befores && keepImages(befores, table, trans, request)
          return kept ? Promise.resolve(kept).then(run) : run()
        },
      }
    },
  }),
}

/** Marks an IndexedDB transaction as a kernel write; its writes are added to `tables`. */
export const trackWrites = (idbtrans: object, tables: Set<string>): void => {
  written.set(idbtrans, tables)
  scratches.set(idbtrans, new Map())
}

export const scratchOf = (idbtrans: object): Map<string, unknown> | undefined =>
  scratches.get(idbtrans)

export const writtenBy = (idbtrans: object): Set<string> | undefined => written.get(idbtrans)
