/**
 * The worker's projections (db/projection.ts), in memory: each is built once from its table and
 * then kept up to date by one DBCore middleware that sees every write (the kernel's write
 * transaction, a reset, an import) and applies it when its transaction commits; an aborted write
 * changes nothing. A build that raced a commit is used for its one answer and thrown away. The
 * middleware is installed when the database module loads, before the database opens (Dexie
 * builds its middleware stack on open), and finds a table's projections when a write comes.
 */
import type { DBCore, DBCoreMutateRequest, Dexie, Middleware } from 'dexie'
import {
  pageOf,
  type ProjectedEntry,
  type Projection,
  type ProjectionDefinition,
} from './projection'

interface Change {
  upsert: unknown[]
  remove: number[]
  reset: boolean
}

/** IndexedDB's transaction, behind Dexie's core type (which names only `abort`). */
const isEventTarget = (value: object): value is Pick<EventTarget, 'addEventListener'> =>
  'addEventListener' in value && typeof value.addEventListener === 'function'

function describe(request: DBCoreMutateRequest): Change {
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

interface Live {
  table: string
  apply(change: Change): void
  forget(): void
  projection: Projection<string>
}

function live(db: Dexie, definition: ProjectionDefinition<never, string>): Live {
  const entryOf = (row: unknown) => definition.entryOf(row as never)
  let cache: Map<number, ProjectedEntry<string>> | null = null
  let generation = 0

  async function entries(): Promise<Map<number, ProjectedEntry<string>>> {
    if (cache) return cache
    const started = generation
    const rows = await db.table(definition.table).toArray()
    const built = new Map(rows.map(entryOf).map((entry) => [entry.id, entry]))
    // A write committed while the rows were read: this copy may be stale, so keep it for this
    // answer only.
    if (generation === started) cache = built
    return built
  }

  return {
    table: definition.table,
    apply(change) {
      generation += 1
      if (!cache) return
      if (change.reset) {
        cache = null
        return
      }
      for (const id of change.remove) cache.delete(id)
      for (const row of change.upsert) {
        const entry = entryOf(row)
        cache.set(entry.id, entry)
      }
    },
    forget() {
      cache = null
      generation += 1
    },
    projection: {
      ready: () => cache !== null,
      generation: () => generation,
      page: async (query) => pageOf((await entries()).values(), query),
    },
  }
}

/** The worker's projections over `db`: the middleware to install, and each projection. */
export function memoryProjections(db: Dexie) {
  const byDefinition = new Map<ProjectionDefinition<never, string>, Live>()
  const middleware: Middleware<DBCore> = {
    stack: 'dbcore',
    name: 'corredor-projections',
    create: (down: DBCore): DBCore => ({
      ...down,
      table(name) {
        const inner = down.table(name)
        return {
          ...inner,
          mutate(request) {
            const lives = [...byDefinition.values()].filter((one) => one.table === name)
            if (lives.length === 0) return inner.mutate(request)
            const change = describe(request)
            const trans = request.trans
            for (const one of lives) {
              if (isEventTarget(trans)) trans.addEventListener('complete', () => one.apply(change))
              else one.apply({ ...change, reset: true })
            }
            return inner.mutate(request)
          },
        }
      },
    }),
  }
  return {
    middleware,
    /** A database opened afresh (after a delete, or in a new worker) is read again. */
    forget: () => byDefinition.forEach((one) => one.forget()),
    of<Row, K extends string>(definition: ProjectionDefinition<Row, K>): Projection<K> {
      const key = definition as ProjectionDefinition<never, string>
      let found = byDefinition.get(key)
      if (!found) byDefinition.set(key, (found = live(db, key)))
      return found.projection as Projection<K>
    },
  }
}
