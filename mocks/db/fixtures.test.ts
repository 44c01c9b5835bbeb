/**
 * Every database an earlier release made opens today with nothing lost and every app filled, and
 * every export file an earlier release made imports, upgraded on the way in. The fixtures were
 * made by those releases' own code (mocks/db/fixtures/README.md); a new schema version needs one.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { db } from '@mocks/db/database'
import { schemaHistory } from '@mocks/db/schema'
import { forgetSeeding } from '@mocks/db/seed'
import { OWNED_TABLES } from '@mocks/ecommerce/ecommerce.upgrade'
import { dataRegistry } from '@mocks/handlers'
import { forgetSigningKey } from '@mocks/kernel/tokens'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import { decode, installDump, readDump, readExport, type DatabaseDump } from './fixtures/fixtures'

const CURRENT = Math.max(...schemaHistory.map((line) => line.version))
const versions = Array.from({ length: CURRENT }, (_, index) => index + 1)
const owned: readonly string[] = OWNED_TABLES
/** Every store's primary key is a string or a number. */
const primaryKey = z.union([z.string(), z.number()])

afterAll(freshDatabase)

async function openFixture(dump: DatabaseDump) {
  db.close()
  await db.delete()
  forgetSeeding()
  forgetSigningKey()
  await installDump(dump)
  await db.open()
}

/** Any non-empty list or value somewhere in an answer: the page has something to show. */
const hasData = (body: unknown): boolean =>
  Array.isArray(body)
    ? body.length > 0
    : typeof body === 'object' && body !== null
      ? Object.values(body).some(hasData)
      : body !== null && body !== '' && body !== undefined

/** The content pages (issue 18): each answers 200 with something to show. */
const contentReads = [
  '/faq/data',
  '/faq/data/knowledge_base',
  '/blog/list/data',
  '/profile/data',
  '/api-keys/data',
  '/account-setting/data',
  '/pricing/data',
  '/pricing/subscription',
]

async function expectEveryAppFilled() {
  for (const seed of dataRegistry.seeds) {
    if ((await seed.rows()).length === 0) continue
    expect(await db.table(seed.table).count(), `${seed.table} is empty`).toBeGreaterThan(0)
  }
  const { accessToken } = await signIn()
  for (const path of contentReads) {
    const answer = await call('GET', path, { token: accessToken })
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200)
    expect(hasData(answer.body), `${path} has no data`).toBe(true)
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {}

/** The row an upgrade leaves of an old one: version 7 gave the shop's rows an owner. */
function upgraded(table: string, row: Record<string, unknown>): Record<string, unknown> {
  return owned.includes(table) ? { ...row, userId: row.userId ?? 1 } : row
}

describe('fixtures of earlier releases', () => {
  it(`has one for every schema version up to today's (${CURRENT})`, async () => {
    const missing = []
    for (const version of versions) if (!(await readDump(version))) missing.push(version)
    expect(
      missing,
      'A schema version without a fixture: commit it, then run ' +
        '`node scripts/make-db-fixture.mjs <commit>` (mocks/db/fixtures/README.md)',
    ).toEqual([])
  })
})

describe.each(versions)('a database made at schema version %i', (version) => {
  it('opens today with nothing lost and every app filled', async ({ skip }) => {
    const dump = await readDump(version)
    if (!dump) return skip()
    expect(dump.version).toBe(version * 10)
    await openFixture(dump)
    expect(db.verno).toBe(CURRENT)

    for (const store of dump.stores) {
      const keyPath = store.keyPath
      if (typeof keyPath !== 'string') continue
      const table = db.table(store.name)
      const rows = store.records.map((record) => asRecord(decode(record.value)))
      const now = await table.bulkGet(rows.map((row) => primaryKey.parse(row[keyPath])))
      rows.forEach((row, index) =>
        expect(now[index], `${store.name} ${String(row[keyPath])}`).toEqual(
          upgraded(store.name, row),
        ),
      )
    }
    await expectEveryAppFilled()
  })

  it('has an export file that imports, upgraded on the way in', async ({ skip }) => {
    const file = await readExport(version)
    if (!file) return skip()
    await freshDatabase()
    const { accessToken } = await signIn()
    const imported = await call('POST', '/api/local-db/import', { token: accessToken, body: file })
    expect(imported.status, JSON.stringify(imported.body)).toBe(200)

    const tables = asRecord(asRecord(file).tables)
    for (const [name, rows] of Object.entries(tables)) {
      const keyPath = db.table(name).schema.primKey.keyPath
      if (typeof keyPath !== 'string' || !Array.isArray(rows)) continue
      const old = rows.map(asRecord)
      const now = await db.table(name).bulkGet(old.map((row) => primaryKey.parse(row[keyPath])))
      old.forEach((row, index) =>
        expect(now[index], `${name} ${String(row[keyPath])}`).toMatchObject(upgraded(name, row)),
      )
    }
    await expectEveryAppFilled()
  })
})
