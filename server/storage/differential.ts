/**
 * The harness of the differential tests: the same steps, run once against Dexie over
 * fake-indexeddb and once against the PostgreSQL store over PGlite, each step's answer (or the
 * name of its error) recorded, so a test asserts the two records are equal.
 */
import { afterAll, beforeAll, expect } from 'vitest'
import Dexie from 'dexie'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { PGlite } from '@electric-sql/pglite'
import type { StoreTable } from '../../mocks/db/store'
import { createPgStore, type PgStore } from './pg-store'
import { parseStore } from './schema'

export type Tables = <Row, Key>(name: string) => StoreTable<Row, Key>
export type Step = (table: Tables) => Promise<unknown>

/** An answer, or its error's name: Dexie and PostgreSQL word their messages differently. */
async function record(step: Step, table: Tables): Promise<unknown> {
  try {
    return { ok: await step(table) }
  } catch (error) {
    return { error: error instanceof Error ? error.name : String(error) }
  }
}

let databases = 0

export interface Pair {
  /** Runs every step against Dexie, then against PostgreSQL, and answers both records. */
  run(steps: readonly Step[]): Promise<{ dexie: unknown[]; pg: unknown[] }>
  close(): Promise<void>
}

export async function createPair(stores: Record<string, string>): Promise<Pair> {
  const pglite = new PGlite()
  const schemas = Object.entries(stores).map(([name, store]) => parseStore(name, store))
  const store: PgStore = createPgStore(pglite, schemas)
  await store.migrate()
  return {
    async run(steps) {
      const dexie = new Dexie(`differential-${++databases}`, { indexedDB, IDBKeyRange })
      dexie.version(1).stores(stores)
      await dexie.open()
      // Dexie's Table answers StoreTable for concrete rows (db/database.ts checks it); for a generic
      // Row its `update(key, UpdateSpec<Row>)` cannot be proven to take Partial<Row>, hence the cast.
      const dexieTables: Tables = <Row, Key>(name: string) =>
        dexie.table<Row, Key>(name) as unknown as StoreTable<Row, Key>
      const pgTables: Tables = <Row, Key>(name: string) => store.table<Row, Key>(name)
      // A new Dexie database each run: empty tables, key generators at zero.
      for (const name of Object.keys(stores)) await store.table(name).clear()
      await pglite.query('DELETE FROM "__key_generators"')
      const dexieRecord: unknown[] = []
      for (const step of steps) dexieRecord.push(await record(step, dexieTables))
      const pgRecord: unknown[] = []
      for (const step of steps) pgRecord.push(await record(step, pgTables))
      dexie.close()
      await Dexie.delete(dexie.name)
      return { dexie: dexieRecord, pg: pgRecord }
    },
    close: () => pglite.close(),
  }
}

/**
 * A pair for a test file: opened before its tests and closed after them. `same` runs the steps
 * against both, asserts the two records are equal, and answers Dexie's.
 */
export function pairForTests(stores: Record<string, string>) {
  let pair: Pair | undefined
  // PGlite boots a whole PostgreSQL in WebAssembly: seconds, more on a loaded machine.
  beforeAll(async () => {
    pair = await createPair(stores)
  }, 120_000)
  afterAll(() => pair?.close())
  const run: Pair['run'] = (steps) => {
    if (!pair) throw new Error('The pair opens before the tests')
    return pair.run(steps)
  }
  async function same(steps: readonly Step[]) {
    const { dexie, pg } = await run(steps)
    expect(pg).toEqual(dexie)
    return dexie
  }
  return { run, same }
}
