/**
 * Projections on PostgreSQL (pg-projection.ts) against their reference meaning (`pageOf`, which
 * the worker runs). Two stores over one database stand for two server processes: every write
 * goes through one, every page is read through the other, so a write path that forgot the side
 * table, or anything kept in one process, shows as a page that differs from the rows themselves.
 */
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageOf, type ProjectionDefinition, type ProjectionQuery } from '../../mocks/db/projection'
import type { Storage } from '../../mocks/db/storage'
import type { SchemaVersion } from '../../mocks/db/upgrades'
import { postgresStorage } from '../postgres-storage'
import { migrate } from './migrate'
import { seededRandom } from './seeded-random'

interface Item {
  id?: number
  name: string
  group: number
  score: number
}
type ItemKey = 'name' | 'group' | 'score' | 'id'

const history: SchemaVersion[] = [{ version: 1, stores: { items: '++id, name, group' } }]
/** `suffix` changes the entries, not entryOf's code: `version` says so. */
const definition = (suffix = ''): ProjectionDefinition<Item, ItemKey> => ({
  name: 'itemSearch',
  version: suffix.length,
  table: 'items',
  keys: ['id', 'name', 'group', 'score'],
  entryOf: (item) => ({
    id: item.id ?? 0,
    text: `${item.name.toLowerCase()}\u0001${item.score}${suffix}`,
    keys: { id: item.id ?? 0, name: item.name.toLowerCase(), group: item.group, score: item.score },
  }),
})

const open = async (pglite: PGlite, projections = [definition()]): Promise<Storage> =>
  postgresStorage({
    store: await migrate(pglite, history, projections),
    version: 1,
    tableNames: ['items'],
  })

const random = seededRandom(28)
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T
const SYLLABLES = ['an', 'be', 'Ca', 'dé', 'el', '%', '_', 'ro']
const item = (): Item => ({
  name: Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join(''),
  group: Math.floor(random() * 3),
  score: pick([0, 0, 1.5, -2, 10, 100]),
})

let pglite: PGlite
let writer: Storage
let reader: Storage
// PGlite boots a whole PostgreSQL in WebAssembly: seconds, more on a loaded machine.
beforeAll(async () => {
  pglite = new PGlite()
  writer = await open(pglite)
  reader = await open(pglite)
}, 120_000)
afterAll(async () => {
  await pglite.close()
})

const items = (storage: Storage) => storage.table<Item, number>('items')

/** One write of each kind the port has, chosen at random, through the writer. */
async function someWrite(): Promise<void> {
  const table = items(writer)
  const ids = await table.toCollection().primaryKeys()
  const id = () => pick(ids.length > 0 ? ids : [1])
  const writes: (() => Promise<unknown>)[] = [
    () => table.add(item()),
    () => table.bulkAdd([item(), item()]),
    () => table.put({ ...item(), id: id() }),
    () => table.bulkPut([{ ...item(), id: id() }, item()]),
    () => table.update(id(), (row) => void (row.score = pick([0, 7]))),
    () =>
      table
        .where('group')
        .equals(pick([0, 1, 2]))
        .modify((row) => void (row.name += 'x')),
    () => table.delete(id()),
    () => table.bulkDelete([id(), id()]),
    () => table.where('name').startsWith(pick(SYLLABLES)).delete(),
  ]
  const write = random() < 0.02 ? () => table.clear() : pick(writes)
  await writer.write(write)
}

function someQuery(total: number): ProjectionQuery<ItemKey> {
  const limit = pick([1, 5, 10])
  return {
    ...(random() < 0.3 ? { equals: { group: pick([0, 1, 2]) } } : {}),
    ...(random() < 0.6
      ? {
          search: {
            text: pick(['a', 'an', 'é', '%', '_', 'x', '0', 'zz', 'e\u0001']),
            ...(random() < 0.3 ? { orEquals: { score: 0 } } : {}),
          },
        }
      : {}),
    orderBy: pick(['id', 'name', 'group', 'score'] as const),
    reverse: random() < 0.5,
    offset: Math.floor(random() * (total + limit)),
    limit,
  }
}

describe('projections on PostgreSQL', () => {
  it('answers what pageOf answers over the rows, after every kind of write by another process', async () => {
    for (let round = 0; round < 150; round += 1) {
      await someWrite()
      const rows = await items(reader).toArray()
      const entries = rows.map((row) => definition().entryOf(row))
      for (let n = 0; n < 4; n += 1) {
        const query = someQuery(rows.length)
        const page = await reader.projection(definition()).page(query)
        expect({ round, query, page }).toEqual({ round, query, page: pageOf(entries, query) })
      }
    }
  }, 120_000)

  it('sees, in a process that had already kept the entries, a put, a delete and a clear by another', async () => {
    const projection = () => reader.projection(definition())
    const expected = async () =>
      pageOf(
        (await items(reader).toArray()).map((row) => definition().entryOf(row)),
        everything,
      )
    await writer.write(() => items(writer).bulkAdd([item(), item(), item()]))
    expect(await projection().page(everything)).toEqual(await expected())
    const id = await writer.write(() => items(writer).add({ name: 'zz new', group: 1, score: 3 }))
    const zz = { ...everything, search: { text: 'zz new' } }
    expect(await projection().page(zz)).toEqual({ total: 1, ids: [id.value] })
    await writer.write(() =>
      items(writer).put({ id: id.value, name: 'renamed', group: 2, score: 4 }),
    )
    expect(await projection().page(zz)).toEqual({ total: 0, ids: [] })
    expect(await projection().page({ ...everything, orderBy: 'score' })).toEqual(
      pageOf(
        (await items(reader).toArray()).map((row) => definition().entryOf(row)),
        {
          ...everything,
          orderBy: 'score',
        },
      ),
    )
    await writer.write(() => items(writer).delete(id.value))
    expect(await projection().page(everything)).toEqual(await expected())
    expect((await projection().page(everything)).ids).not.toContain(id.value)
    await writer.write(() => items(writer).clear())
    expect(await projection().page(everything)).toEqual({ total: 0, ids: [] })
    await writer.write(() => items(writer).bulkAdd([item(), item()]))
    expect(await projection().page(everything)).toEqual(await expected())
  })

  it('answers, inside a write that changed the entries, with its own changes', async () => {
    await reader.projection(definition()).page(everything)
    const seen = await reader.write(async () => {
      const id = await items(reader).add({ name: 'mine only', group: 0, score: 0 })
      const page = await reader
        .projection(definition())
        .page({ ...everything, search: { text: 'mine only' } })
      return { id, page }
    })
    expect(seen.value.page).toEqual({ total: 1, ids: [seen.value.id] })
    const failing = reader.write(async () => {
      await items(reader).add({ name: 'never kept', group: 0, score: 0 })
      expect(
        (
          await reader
            .projection(definition())
            .page({ ...everything, search: { text: 'never kept' } })
        ).total,
      ).toBe(1)
      throw new Error('no')
    })
    await expect(failing).rejects.toThrow('no')
    const after = await writer
      .projection(definition())
      .page({ ...everything, search: { text: 'never kept' } })
    expect(after.total).toBe(0)
    expect(
      (
        await reader
          .projection(definition())
          .page({ ...everything, search: { text: 'never kept' } })
      ).total,
    ).toBe(0)
  })

  it('rolls the side table back with the write that failed', async () => {
    const before = await reader.projection(definition()).page(everything)
    const failing = writer.write(async () => {
      await items(writer).add({ name: 'rolled back', group: 0, score: 0 })
      throw new Error('no')
    })
    await expect(failing).rejects.toThrow('no')
    expect(await reader.projection(definition()).page(everything)).toEqual(before)
  })

  it('fills the side table from rows written before it, and again when its definition changes', async () => {
    const fresh = new PGlite()
    try {
      const plain = await open(fresh, [])
      await plain.write(() => items(plain).bulkAdd([item(), item(), item()]))
      const rows = await items(plain).toArray()
      const then = await open(fresh)
      const entries = rows.map((row) => definition().entryOf(row))
      expect(await then.projection(definition()).page(everything)).toEqual(
        pageOf(entries, everything),
      )
      const changed = definition('!')
      const now = await open(fresh, [changed])
      const bang = { ...everything, search: { text: '!' } }
      expect((await now.projection(changed).page(bang)).total).toBe(rows.length)
    } finally {
      await fresh.close()
    }
  }, 120_000)
})

const everything: ProjectionQuery<ItemKey> = {
  orderBy: 'id',
  reverse: false,
  offset: 0,
  limit: 1_000,
}
