/**
 * The PostgreSQL store's bulk writes (pg-writer.ts) against Dexie's, as pg-store.test.ts does the
 * rest: batches written many rows to a statement, and batches that clash written a row at a time.
 */
import { describe, it } from 'vitest'
import { pairForTests } from './differential'
import { seed, stores, t, type Person } from './pg-store.fixtures'

const { same } = pairForTests(stores)

describe('bulk writes, many rows to a statement (pg-writer.ts)', () => {
  /** People p<from>… with their unique emails, keys given or left to the generator. */
  const many = (from: number, count: number, keyed: boolean): Person[] =>
    Array.from({ length: count }, (_, i) => ({
      ...(keyed ? { id: from + i } : {}),
      email: `p${from + i}@x.es`,
      name: `P${(from + i) % 13}`,
      age: (from + i) % 9,
    }))

  it('writes batches across statements, keys given and generated, as Dexie', async () => {
    await same([
      (table) => t(table).bulkAdd(many(1, 1500, false)),
      // Given keys raise the generator: the keys generated after them follow the largest.
      (table) => t(table).bulkAdd([...many(5000, 3, true), ...many(9000, 2, false)]),
      (table) => t(table).bulkPut(many(100, 1200, true)),
      (table) => t(table).bulkPut(many(20_000, 1100, false)),
      (table) => t(table).count(),
      (table) => t(table).orderBy('email').offset(700).limit(5).toArray(),
      (table) => t(table).where('age').equals(4).count(),
      (table) => t(table).add({ email: 'next@x.es' }),
    ])
    // Some 5,000 rows through Dexie over fake-indexeddb, then through PGlite: 5 s on a quiet
    // machine, 22 s in a CI run that had both cores busy (over the tier's 20 s default).
  }, 90_000)

  it('writes a batch that clashes a row at a time: the others kept, a BulkError', async () => {
    await same([
      seed,
      // The same key twice in one batch: the last one stays.
      (table) =>
        t(table).bulkPut([
          { id: 1, email: 'a1@x.es' },
          { id: 1, email: 'a2@x.es' },
          { id: 30, email: 'a3@x.es' },
        ]),
      // A unique value another stored row holds, and one taken twice in the batch.
      (table) =>
        t(table).bulkPut([
          { id: 2, email: 'cy@x.es' },
          { id: 31, email: 'new@x.es' },
        ]),
      (table) => t(table).bulkAdd([{ email: 'twice@x.es' }, { email: 'twice@x.es' }]),
      // Two stored rows swapping their values: the first write finds the other's still there.
      (table) =>
        t(table).bulkPut([
          { id: 4, email: 'ed@x.es' },
          { id: 5, email: 'di@x.es' },
        ]),
      // Keys already stored, among new ones.
      (table) =>
        t(table).bulkAdd([
          { id: 40, email: 'n40@x.es' },
          { id: 3, email: 'n3@x.es' },
        ]),
      (table) => t(table).toArray(),
      (table) => t(table).add({ email: 'after@x.es' }),
    ])
  })
})
