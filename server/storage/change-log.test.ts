/**
 * The change log's compaction (change-log.ts): after it, a device pulling from any cookie it could
 * hold, page by page, still ends with exactly the server's rows, and the log keeps one entry per
 * row (its last state or its tombstone) after the table's last clear.
 */
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChangeFeed, LoggedChange, Storage } from '../../mocks/db/storage'
import type { SchemaVersion } from '../../mocks/db/upgrades'
import { postgresStorage } from '../postgres-storage'
import { migrate } from './migrate'
import { seededRandom } from './seeded-random'

interface Row {
  id: number
  n: number
}
const TABLES = ['tasks', 'notes'] as const
const history: SchemaVersion[] = [{ version: 1, stores: { tasks: 'id', notes: 'id' } }]

/** A device's copy: table → key (as JSON) → row. */
type Copy = Map<string, Map<string, unknown>>

function apply(copy: Copy, changes: readonly LoggedChange[]): Copy {
  const next: Copy = new Map([...copy].map(([table, rows]) => [table, new Map(rows)]))
  for (const { table, key, row } of changes) {
    const rows = next.get(table) ?? new Map<string, unknown>()
    next.set(table, rows)
    if (key === null) rows.clear()
    else if (row === null) rows.delete(JSON.stringify(key))
    else rows.set(JSON.stringify(key), row)
  }
  return next
}

/** What a device at `cookie` pulls, a few changes at a time, as the engine does. */
async function pullFrom(changes: ChangeFeed, cookie: number): Promise<LoggedChange[]> {
  const pulled: LoggedChange[] = []
  for (let at = cookie, more = true; more;) {
    const page = await changes.since(at, 4)
    pulled.push(...page.changes)
    ;({ more, last: at } = page)
  }
  return pulled
}

const asCopy = (rows: Record<string, Row[]>): Copy =>
  new Map(
    Object.entries(rows).map(([table, list]) => [
      table,
      new Map(list.map((row) => [JSON.stringify(row.id), row])),
    ]),
  )

let pglite: PGlite
let storage: Storage
beforeAll(async () => {
  pglite = new PGlite()
  storage = postgresStorage({
    store: await migrate(pglite, history, [], new Set(TABLES)),
    version: 1,
    tableNames: [...TABLES],
  })
}, 60_000)
afterAll(() => pglite.close())

describe('the change log, compacted', () => {
  it('still brings a device from any cookie to the server’s rows, one entry a row', async () => {
    const random = seededRandom(29)
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T
    let n = 0
    for (let transaction = 0; transaction < 60; transaction++) {
      await storage.write(async () => {
        for (let step = 0; step < 1 + Math.floor(random() * 3); step++) {
          const table = storage.table<Row, number>(pick(TABLES))
          const id = 1 + Math.floor(random() * 8)
          const dice = random()
          if (dice < 0.7) await table.put({ id, n: ++n })
          else if (dice < 0.95) await table.delete(id)
          else await table.clear()
        }
      })
    }
    const changes = storage.changes()!
    const logged = await pullFrom(changes, 0)
    const held = await storage.read(async () => ({
      tasks: await storage.table<Row, number>('tasks').toArray(),
      notes: await storage.table<Row, number>('notes').toArray(),
    }))
    const server = asCopy(held)
    expect(apply(new Map(), logged)).toEqual(server)

    expect(await changes.compact()).toBeGreaterThan(0)
    const compacted = await pullFrom(changes, 0)
    expect(compacted.length).toBeLessThan(logged.length)
    const versions = [0, ...new Set(logged.map((change) => change.version))]
    for (const cookie of versions) {
      const copy = apply(
        new Map(),
        logged.filter((change) => change.version <= cookie),
      )
      const caughtUp = apply(copy, await pullFrom(changes, cookie))
      expect(caughtUp, `from cookie ${cookie}`).toEqual(server)
    }
    // One entry a row at most, and none before its table's last clear.
    const seen = new Set<string>()
    for (const { table, key } of [...compacted].reverse()) {
      const id = `${table} ${JSON.stringify(key)}`
      expect(seen.has(id) || seen.has(`${table} null`), id).toBe(false)
      seen.add(id)
    }
    expect(await changes.compact()).toBe(0)
  }, 60_000)
})
