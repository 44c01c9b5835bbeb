/**
 * The handlers' storage on the agency server (mocks/db/storage.ts over PostgreSQL). One request
 * is one PostgreSQL transaction, as it is one Dexie transaction in the worker (the transactions
 * and their retries: storage/transaction.ts); a write outside a write transaction is refused, as
 * the worker's write guard refuses it. A database that cannot be reached answers 503, and the
 * next request tries again: the pool reconnects by itself.
 */
import type { Storage } from '@mocks/db/storage'
import { ApiError } from '@mocks/kernel/errors'
import { UnsafeWriteError } from '@mocks/kernel/write-guard'
import type { PgStore } from './storage/pg-store'
import type { AnyProjection } from './storage/pg-projection'
import { projectionCache, type ProjectionCache } from './storage/projection-cache'
import { sqlState, type Pending } from './storage/transaction'

/**
 * Whether `error` says the database is out of reach (down, restarting, the connection cut), not
 * that the request was wrong: connection errors (class 08), shutdowns (57P01-57P03), and the
 * socket's own errors before PostgreSQL could answer.
 */
export function isUnavailable(error: unknown): boolean {
  const code = sqlState(error) ?? ''
  if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND'].includes(code)) return true
  return (
    error instanceof Error &&
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      error.message,
    )
  )
}

export const unavailable = () =>
  new ApiError(503, 'service_unavailable', 'The database cannot be reached: try again shortly')

/** Throws `error`, as the 503 ApiError when it says the database is out of reach. */
export const orUnavailable = (error: unknown): never => {
  throw isUnavailable(error) ? unavailable() : error
}

/** Methods of a table or a collection that write. */
const WRITES = new Set([
  'add',
  'bulkAdd',
  'put',
  'bulkPut',
  'update',
  'delete',
  'bulkDelete',
  'clear',
  'modify',
])
/** Methods that answer another collection (whose writes are the table's too). */
const CHAINS = new Set([
  'where',
  'orderBy',
  'filter',
  'toCollection',
  'reverse',
  'offset',
  'limit',
  'equals',
  'anyOf',
  'between',
  'aboveOrEqual',
  'startsWith',
  'equalsIgnoreCase',
])

export interface PostgresStorageOptions {
  store: PgStore
  version: number
  tableNames: readonly string[]
}

export function postgresStorage({ store, version, tableNames }: PostgresStorageOptions): Storage {
  const { transactions } = store
  /** Each projection's entries as this process keeps them, checked against the log every page. */
  const caches = new Map<string, ProjectionCache>()

  /** The table, with its writes recorded (and refused outside a write transaction). */
  function guarded<T extends object>(target: T, name: string): T {
    return new Proxy(target, {
      get(object, property, receiver) {
        const value: unknown = Reflect.get(object, property, receiver)
        if (typeof value !== 'function' || typeof property !== 'string') return value
        return (...args: unknown[]) => {
          if (WRITES.has(property)) {
            const pending = transactions.pending()
            if (!pending?.writing) return Promise.reject(new UnsafeWriteError(name))
            pending.wrote.add(name)
          }
          const answer: unknown = Reflect.apply(value, object, args)
          return CHAINS.has(property) && typeof answer === 'object' && answer !== null
            ? guarded(answer, name)
            : answer
        }
      },
    })
  }

  /** `fn` inside the pending transaction, allowed to write; reports what it wrote. */
  async function joined<T>(pending: Pending, fn: () => T | Promise<T>) {
    const { writing, wrote } = pending
    pending.writing = true
    pending.wrote = new Set()
    try {
      const value = await fn()
      return { value, tables: writing ? [] : [...pending.wrote] }
    } finally {
      for (const table of pending.wrote) wrote.add(table)
      pending.writing = writing
      pending.wrote = wrote
    }
  }

  return {
    version: () => version,
    tableNames: () => [...tableNames],
    table: <Row, Key>(name: string) => guarded(store.table<Row, Key>(name), name),
    async write(fn) {
      const running = transactions.pending()
      if (running) return joined(running, fn)
      let tables: string[] = []
      const value = await transactions
        .run(async () => {
          const value = await fn()
          tables = [...(transactions.pending()?.wrote ?? [])]
          return value
        }, true)
        .catch(orUnavailable)
      return { value, tables }
    },
    read(fn) {
      if (transactions.pending()) return fn()
      return transactions.run(fn, false).catch(orUnavailable)
    },
    // Kept in this process, brought up to date from the side table's log in every page's snapshot
    // (storage/projection-cache.ts): always ready (the first page loads the entries).
    projection(definition) {
      if (!store.projections.some((known) => known.name === definition.name))
        throw new Error(`Projection ${definition.name} has no side table: migrate with it`)
      let cache = caches.get(definition.name)
      if (!cache) {
        cache = projectionCache(transactions, definition as AnyProjection)
        caches.set(definition.name, cache)
      }
      const kept = cache
      return {
        ready: () => true,
        // Other processes write too: nothing may be cached beside the projection.
        generation: () => null,
        page: (query) => kept.page(query).catch(orUnavailable),
      }
    },
    writing: () => transactions.pending()?.writing === true,
    scratch: () => {
      const pending = transactions.pending()
      return pending?.writing ? pending.scratch : undefined
    },
    shared: () => true,
    changes: () => store.changes,
    // As Dexie's: a key or unique value taken, by one write or by one of a bulk write's rows.
    isConflict: (error) =>
      sqlState(error) === '23505' ||
      (error instanceof Error && ['ConstraintError', 'BulkError'].includes(error.name)),
    // Other processes write the same database: which tables changed since a seed is not known.
    writtenSinceSeed: () => null,
    seededNow: () => {},
    forgetSeed: () => {},
  }
}
