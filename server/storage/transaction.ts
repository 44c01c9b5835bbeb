/**
 * The SQL connection the storage talks to, and the transaction a handler runs in. The current
 * transaction lives in an AsyncLocalStorage so that every table call made while a handler's
 * `runInTransaction` is pending goes to the same connection, without threading it through.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

/** What both node-postgres (Pool, PoolClient) and PGlite answer. */
export interface SqlClient {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>
}

/** A pool hands out one connection per transaction (pg's Pool); PGlite is one connection. */
export interface SqlPool extends SqlClient {
  connect?(): Promise<SqlClient & { release(): void }>
}

export interface Transactions {
  /** The connection of the pending transaction, or the pool for a read outside any. */
  current(): SqlClient
  /**
   * Runs `work` in one SERIALIZABLE transaction: COMMIT when it resolves, ROLLBACK when it throws.
   * A call inside a pending transaction joins it (as Dexie's nested transactions do).
   */
  run<T>(work: () => Promise<T>): Promise<T>
}

export function createTransactions(pool: SqlPool): Transactions {
  const storage = new AsyncLocalStorage<SqlClient>()
  // One connection (PGlite) runs one transaction at a time: the next waits for the last.
  let queue: Promise<unknown> = Promise.resolve()
  return {
    current: () => storage.getStore() ?? pool,
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (storage.getStore()) return work()
      if (!pool.connect) {
        const turn = queue.then(() => transaction(pool, work))
        queue = turn.catch(() => undefined)
        return turn
      }
      return transaction(pool, work)
    },
  }

  async function transaction<T>(pool: SqlPool, work: () => Promise<T>): Promise<T> {
    const connection = pool.connect ? await pool.connect() : undefined
    const client: SqlClient = connection ?? pool
    try {
      await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE')
      try {
        const result = await storage.run(client, work)
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      }
    } finally {
      connection?.release()
    }
  }
}
