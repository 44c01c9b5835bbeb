/**
 * An in-memory projection of one table: an entry per row (what a search reads, and the sort
 * keys), keyed by id. Substring search cannot use an index, and reading every row of a large
 * table takes far longer than a page may, so the projection is built once from the table and
 * then kept up to date by a DBCore middleware that sees every write to it (the kernel's write
 * transaction, a reset, an import) and applies it when its transaction commits; an aborted
 * write changes nothing. A build that raced a commit is used for its one answer and thrown away.
 * Over another storage (PostgreSQL on the agency server, which other processes write too and
 * whose writes no Dexie middleware sees) nothing is kept: each call reads the table afresh.
 */
import type { DBCore, DBCoreMutateRequest } from 'dexie'
import { db, overDexie } from './database'
import { storage } from './storage'

export interface Projection<Entry> {
  /** Whether the projection is in memory (then any page may be cut from it). */
  ready: () => boolean
  /** Every row's entry, built from the table on first use. */
  entries: () => Promise<Map<number, Entry>>
  /** Counts the table's committed changes: what is cached beside the projection keeps it. */
  generation: () => number
}

interface Change<Row> {
  upsert: Row[]
  remove: number[]
  reset: boolean
}

/** IndexedDB's transaction, behind Dexie's core type (which names only `abort`). */
const isEventTarget = (value: object): value is Pick<EventTarget, 'addEventListener'> =>
  'addEventListener' in value && typeof value.addEventListener === 'function'

function describe<Row>(request: DBCoreMutateRequest): Change<Row> {
  switch (request.type) {
    case 'add':
    case 'put':
      // The rows this table's writes carry (Dexie types a request's values as `any`).
      return { upsert: [...request.values], remove: [], reset: false }
    case 'delete':
      return {
        upsert: [],
        remove: request.keys.filter((key): key is number => typeof key === 'number'),
        reset: false,
      }
    default:
      return { upsert: [], remove: [], reset: true }
  }
}

export function projection<Row extends { id: number }, Entry>(
  table: string,
  entryOf: (row: Row) => Entry,
): Projection<Entry> {
  let cache: Map<number, Entry> | null = null
  let generation = 0

  function apply(change: Change<Row>): void {
    generation += 1
    if (!cache) return
    if (change.reset) {
      cache = null
      return
    }
    for (const id of change.remove) cache.delete(id)
    for (const row of change.upsert) cache.set(row.id, entryOf(row))
  }

  db.use({
    stack: 'dbcore',
    name: `corredor-projection-${table}`,
    create: (down: DBCore): DBCore => ({
      ...down,
      table(name) {
        const inner = down.table(name)
        if (name !== table) return inner
        return {
          ...inner,
          mutate(request) {
            const change = describe<Row>(request)
            const trans = request.trans
            if (isEventTarget(trans)) trans.addEventListener('complete', () => apply(change))
            else apply({ ...change, reset: true })
            return inner.mutate(request)
          },
        }
      },
    }),
  })
  // A database opened afresh (after a delete, or in a new worker) is read again.
  db.on(
    'ready',
    () => {
      cache = null
      generation += 1
    },
    true,
  )

  return {
    ready: () => overDexie() && cache !== null,
    // Over another storage, every call is a new generation: nothing cached beside it is kept.
    generation: () => (overDexie() ? generation : (generation += 1)),
    async entries() {
      if (!overDexie()) {
        const rows = await storage().table<Row, number>(table).toArray()
        return new Map(rows.map((row) => [row.id, entryOf(row)]))
      }
      if (cache) return cache
      const started = generation
      const rows = await db.table<Row, number>(table).toArray()
      const built = new Map(rows.map((row) => [row.id, entryOf(row)]))
      // A write committed while the rows were read: this copy may be stale, so keep it for this
      // answer only.
      if (generation === started) cache = built
      return built
    },
  }
}
