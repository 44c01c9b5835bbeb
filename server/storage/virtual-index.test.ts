import { describe, expect, it } from 'vitest'
import type { StoreWhere } from '../../mocks/db/store'
import { pairForTests, type Step } from './differential'

interface Line {
  id: number
  userId?: unknown
  productId?: unknown
}

const stores = {
  cart: 'id, &[userId+productId]',
  votes: '[questionId+userId]',
}

const pair = pairForTests(stores)

const lines: Line[] = [
  { id: 1, userId: 1, productId: 7 },
  { id: 2, userId: 2, productId: 3 },
  { id: 3, userId: 1, productId: 2 },
  { id: 4, userId: 'a', productId: 1 },
  { id: 5, userId: 'ab', productId: 1 },
  { id: 6, userId: 3 },
  { id: 7, userId: [1], productId: 1 },
  { id: 8, userId: 2, productId: [9] },
]

const fill: Step = (table) =>
  table<Line, number>('cart').bulkAdd(lines.map((line) => ({ ...line })))
const ids = (rows: Line[]) => rows.map((row) => row.id)

// Not compared: `aboveOrEqual` over a virtual index, which Dexie fails (DataError: the upper bound
// it builds is no key) and PostgreSQL answers. No handler reads that way.
describe('virtual indexes (the first part of a compound index), as Dexie reads them', () => {
  it('ranges, equality, anyOf, prefixes and order over the first part', async () => {
    type Where = (index: string) => StoreWhere<Line, number>
    const cart =
      <T>(read: (where: Where) => Promise<T>): Step =>
      (table) =>
        read((index) => table<Line, number>('cart').where(index))
    const { dexie, pg } = await pair.run([
      fill,
      cart((where) => where('userId').equals(1).toArray().then(ids)),
      cart((where) => where('userId').equals(3).toArray().then(ids)),
      cart((where) => where('userId').anyOf([2, 'a']).toArray().then(ids)),
      cart((where) => where('userId').between(1, 2).toArray().then(ids)),
      cart((where) => where('userId').between(1, 2, false, true).toArray().then(ids)),
      cart((where) => where('userId').startsWith('a').toArray().then(ids)),
      cart((where) => where('userId').equals(1).count()),
      (table) => table<Line, number>('cart').orderBy('userId').reverse().toArray().then(ids),
      (table) =>
        table<{ questionId: number; userId: number }, [number, number]>('votes').bulkAdd([
          { questionId: 2, userId: 1 },
          { questionId: 1, userId: 2 },
          { questionId: 1, userId: 1 },
        ]),
      (table) =>
        table<{ questionId: number; userId: number }, [number, number]>('votes')
          .where('questionId')
          .equals(1)
          .toArray(),
    ])
    expect(pg).toEqual(dexie)
    // Not vacuous: the reads found rows.
    expect(dexie[1]).toEqual({ ok: [3, 1] })
  })
})
