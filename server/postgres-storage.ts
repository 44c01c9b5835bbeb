/**
 * The handlers' storage on the agency server (mocks/db/storage.ts over PostgreSQL). One request
 * is one PostgreSQL transaction, as it is one Dexie transaction in the worker:
 * - a write runs at SERIALIZABLE, so whatever decided it (the next id, a balance, a uniqueness
 *   check) still holds at COMMIT or the transaction fails; a transaction that lost such a race
 *   (a serialization failure, a deadlock, a key another took first) is run again from the start,
 *   a few times, as the worker would have queued it: concurrent writers are serialised only
 *   where they touch the same rows, never by a lock on the whole database;
 * - a read (a GET, an export) runs in one REPEATABLE READ transaction, one snapshot, which a
 *   write it makes joins;
 * - a write outside a write transaction is refused, as the worker's write guard refuses it.
 * The transaction of the running request is found through an AsyncLocalStorage, so handlers keep
 * calling their tables as they do over Dexie.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Pool, PoolClient } from 'pg'
import type { Storage } from '@mocks/db/storage'
import type { StoreTable } from '@mocks/db/store'
import { UnsafeWriteError } from '@mocks/kernel/write-guard'
import type { SqlClient } from './storage/sql'

interface Transaction {
  client: PoolClient
  writing: boolean
  /** The tables written so far, in the order first written. */
  wrote: Set<string>
}

/** SQLSTATEs of a transaction that lost a race and may simply run again. */
const RETRY = new Set(['40001', '40P01', '23505'])
const ATTEMPTS = 8

const sqlState = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined

const pause = (attempt: number) =>
  new Promise((done) => setTimeout(done, Math.random() * 5 * 2 ** attempt))

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
  pool: Pool
  version: number
  tableNames: readonly string[]
  /** The port over SQL, querying through the client it is given. */
  tables: (client: SqlClient) => { table<Row, Key>(name: string): StoreTable<Row, Key> }
}

export function postgresStorage({
  pool,
  version,
  tableNames,
  tables,
}: PostgresStorageOptions): Storage {
  const current = new AsyncLocalStorage<Transaction>()
  // Every query goes to the running request's transaction, or to the pool outside one.
  const client: SqlClient = {
    query: (text, params) => (current.getStore()?.client ?? pool).query(text, params),
  }
  const port = tables(client)

  /** The table, with its writes recorded (and refused outside a write transaction). */
  function guarded<T extends object>(target: T, name: string): T {
    return new Proxy(target, {
      get(object, property, receiver) {
        const value: unknown = Reflect.get(object, property, receiver)
        if (typeof value !== 'function' || typeof property !== 'string') return value
        return (...args: unknown[]) => {
          if (WRITES.has(property)) {
            const transaction = current.getStore()
            if (!transaction?.writing) return Promise.reject(new UnsafeWriteError(name))
            transaction.wrote.add(name)
          }
          const answer: unknown = Reflect.apply(value, object, args)
          return CHAINS.has(property) && typeof answer === 'object' && answer !== null
            ? guarded(answer, name)
            : answer
        }
      },
    })
  }

  /** Runs `fn` in a transaction of its own, run again from the start when it lost a race. */
  async function inTransaction<T>(writing: boolean, fn: () => T | Promise<T>) {
    // A read may still write (a GET that resets a counter, the first signing key): it can, at
    // REPEATABLE READ, in its one transaction.
    const begin = writing
      ? 'BEGIN ISOLATION LEVEL SERIALIZABLE'
      : 'BEGIN ISOLATION LEVEL REPEATABLE READ'
    for (let attempt = 1; ; attempt += 1) {
      const connection = await pool.connect()
      const transaction: Transaction = { client: connection, writing, wrote: new Set() }
      try {
        await connection.query(begin)
        const value = await current.run(transaction, fn)
        await connection.query('COMMIT')
        return { value, tables: [...transaction.wrote] }
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => {})
        if (attempt < ATTEMPTS && RETRY.has(sqlState(error) ?? '')) {
          await pause(attempt)
          continue
        }
        throw error
      } finally {
        connection.release()
      }
    }
  }

  /** `fn` inside the running transaction, allowed to write; reports what it wrote. */
  async function joined<T>(transaction: Transaction, fn: () => T | Promise<T>) {
    const { writing, wrote } = transaction
    transaction.writing = true
    transaction.wrote = new Set()
    try {
      const value = await fn()
      return { value, tables: writing ? [] : [...transaction.wrote] }
    } finally {
      for (const table of transaction.wrote) wrote.add(table)
      transaction.writing = writing
      transaction.wrote = wrote
    }
  }

  return {
    version: () => version,
    tableNames: () => [...tableNames],
    table: <Row, Key>(name: string) => guarded(port.table<Row, Key>(name), name),
    write(fn) {
      // Inside one already: join it (an outer write reports the writes).
      const running = current.getStore()
      return running ? joined(running, fn) : inTransaction(true, fn)
    },
    async read(fn) {
      if (current.getStore()) return fn()
      return (await inTransaction(false, fn)).value
    },
    writing: () => current.getStore()?.writing === true,
    isConflict: (error) =>
      sqlState(error) === '23505' || (error instanceof Error && error.name === 'ConstraintError'),
    // Other processes write the same database: which tables changed since a seed is not known.
    writtenSinceSeed: () => null,
    seededNow: () => {},
    forgetSeed: () => {},
  }
}
