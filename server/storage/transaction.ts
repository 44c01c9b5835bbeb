/**
 * The SQL connection the storage talks to, and the transaction a request runs in. The pending
 * transaction lives in an AsyncLocalStorage, so every table call a handler makes while it is
 * open goes to its connection without threading the connection through the handlers.
 *
 * - A write runs at SERIALIZABLE: whatever decided it (the next id, a balance, a uniqueness
 *   check) still holds at COMMIT, or the transaction fails. One that lost such a race (a
 *   serialization failure, a deadlock, a key another took first) runs again from the start, a
 *   few times, as the worker would have queued it. Writers wait for each other only where they
 *   touch the same rows, except that such a second run goes alone: it waits for the writers
 *   running and runs before those that came after it, so it cannot lose a race again (racing
 *   again and again, a request lost to many contenders for one hot row, the next id of a table,
 *   and failed). Within the process a gate does it, before a connection is taken (a writer
 *   waiting holds none a read could use); across processes an advisory lock, which every write
 *   transaction holds shared and a second run exclusively.
 * - A read runs in one REPEATABLE READ transaction (one snapshot); a write made inside it joins it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

/** What both node-postgres (Pool, PoolClient) and PGlite answer. */
export interface SqlClient {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>
}

/** A pool hands out one connection per transaction (pg's Pool); PGlite is one connection. */
export interface SqlPool extends SqlClient {
  connect?(): Promise<SqlClient & { release(error?: Error | boolean): void }>
}

/** The transaction a request runs in. */
export interface Pending {
  client: SqlClient
  /** Whether writes are allowed now (a read transaction allows them inside `write`). */
  writing: boolean
  /** The tables written so far, in the order first written. */
  wrote: Set<string>
  /** The storage port's scratch of a write transaction (db/storage.ts). */
  scratch: Map<string, unknown>
  /** Steps run just before COMMIT, in order (the change log's versions, storage/change-log.ts). */
  beforeCommit: (() => Promise<void>)[]
  /** Run after COMMIT succeeded. */
  afterCommit: (() => void)[]
}

export interface Transactions {
  /** The connection of the pending transaction, or the pool for a read outside any. */
  current(): SqlClient
  pending(): Pending | undefined
  /**
   * Runs `work` in one transaction, SERIALIZABLE when `writing` (the default), REPEATABLE READ
   * otherwise: COMMIT when it resolves, ROLLBACK when it throws, again from the start when it lost
   * a race. A call inside a pending transaction joins it (as Dexie's nested transactions do).
   */
  run<T>(work: () => Promise<T>, writing?: boolean): Promise<T>
}

/** SQLSTATEs of a transaction that lost a race and may simply run again. */
const RETRY = new Set(['40001', '40P01', '23505'])
const ATTEMPTS = 8
/**
 * The advisory lock every write transaction holds shared, and one that runs again exclusively.
 * Taken on the session before BEGIN (a statement inside would fix the snapshot before the wait)
 * and let go after COMMIT or ROLLBACK.
 */
const WRITERS_LOCK = 0x636f7272 // "corr"

export const sqlState = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined

const pause = (attempt: number) =>
  new Promise((done) => setTimeout(done, Math.random() * 4 * 2 ** attempt))

/** Runs `work` with many others at once, or `alone`: after those running, before those after. */
type Gate = <T>(alone: boolean, work: () => Promise<T>) => Promise<T>

function writersGate(): Gate {
  let running = 0
  let exclusive = false
  const waiting: { alone: boolean; go: () => void }[] = []
  const admit = () => {
    for (let head = waiting[0]; head; head = waiting[0]) {
      if (exclusive || (head.alone && running > 0)) return
      waiting.shift()
      if (head.alone) exclusive = true
      else running += 1
      head.go()
    }
  }
  return async (alone, work) => {
    await new Promise<void>((go) => {
      waiting.push({ alone, go })
      admit()
    })
    try {
      return await work()
    } finally {
      if (alone) exclusive = false
      else running -= 1
      admit()
    }
  }
}

export function createTransactions(pool: SqlPool): Transactions {
  const gate = writersGate()
  const storage = new AsyncLocalStorage<Pending>()
  // One connection (PGlite) runs one transaction at a time: the next waits for the last.
  let queue: Promise<unknown> = Promise.resolve()
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work)
    queue = turn.catch(() => undefined)
    return turn
  }

  async function once<T>(work: () => Promise<T>, writing: boolean, alone: boolean): Promise<T> {
    const connection = pool.connect ? await pool.connect() : undefined
    const client: SqlClient = connection ?? pool
    let broken: Error | undefined
    // One connection (PGlite) runs one transaction at a time already.
    const mode = !writing || !connection ? null : alone ? '' : '_shared'
    try {
      if (mode !== null) await client.query(`SELECT pg_advisory_lock${mode}($1)`, [WRITERS_LOCK])
      await client.query(
        writing ? 'BEGIN ISOLATION LEVEL SERIALIZABLE' : 'BEGIN ISOLATION LEVEL REPEATABLE READ',
      )
      // PostgreSQL aborts a transaction at its first failed statement and turns a later COMMIT
      // into a ROLLBACK without an error: a handler that caught that failure must not answer as
      // if it had written. The failure is kept and thrown again before COMMIT.
      let failure: unknown = null
      // A handler may send statements at once (Promise.all): one connection takes them one after
      // another, in the order sent (node-postgres queues them too, but deprecates it).
      let previous: Promise<unknown> = Promise.resolve()
      try {
        const watched: SqlClient = {
          query: <R>(text: string, params?: unknown[]) => {
            const sent = previous.then(() => client.query<R>(text, params))
            previous = sent.catch(() => undefined)
            return sent.catch((error: unknown) => {
              failure ??= error
              throw error
            })
          },
        }
        const pending: Pending = {
          client: watched,
          writing,
          wrote: new Set(),
          scratch: new Map(),
          beforeCommit: [],
          afterCommit: [],
        }
        const result = await storage.run(pending, async () => {
          const value = await work()
          for (const step of pending.beforeCommit) await step()
          return value
        })
        if (failure !== null) throw failure
        await client.query('COMMIT')
        for (const step of pending.afterCommit) step()
        return result
      } catch (error) {
        // A connection that cannot even roll back is dropped from the pool, not handed out again.
        await client.query('ROLLBACK').catch((cannot: unknown) => {
          broken = cannot instanceof Error ? cannot : new Error(String(cannot))
        })
        // A statement that lost a race decides, whatever the handler made of its failure (a bulk
        // write reports it inside its own error, a later statement fails with 25P02): the
        // transaction runs again.
        throw failure !== null && RETRY.has(sqlState(failure) ?? '') ? failure : error
      }
    } finally {
      if (mode !== null && !broken)
        await client
          .query(`SELECT pg_advisory_unlock${mode}($1)`, [WRITERS_LOCK])
          .catch((cannot: unknown) => {
            // Dropped from the pool, the connection takes its locks with it.
            broken = cannot instanceof Error ? cannot : new Error(String(cannot))
          })
      connection?.release(broken)
    }
  }

  return {
    current: () => storage.getStore()?.client ?? pool,
    pending: () => storage.getStore(),
    async run<T>(work: () => Promise<T>, writing = true): Promise<T> {
      if (storage.getStore()) return work()
      for (let attempt = 1; ; attempt += 1) {
        try {
          const alone = attempt > 1
          if (!pool.connect) return await oneAtATime(() => once(work, writing, alone))
          return await (writing
            ? gate(alone, () => once(work, writing, alone))
            : once(work, writing, alone))
        } catch (error) {
          if (attempt >= ATTEMPTS || !RETRY.has(sqlState(error) ?? '')) throw error
          await pause(attempt)
        }
      }
    },
  }
}
