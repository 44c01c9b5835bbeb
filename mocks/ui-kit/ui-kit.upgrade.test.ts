/**
 * An install at schema version 9 (issue 19: the towns' table added, but left empty on an install
 * that already had data) opens at version 10: the tables version 10 adds are seeded, the towns
 * too, and the data the install had is kept.
 */
import { Dexie } from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { demoCredentials, demoUsers } from '@mocks/auth/auth.seed'
import { datatablesServer } from '@mocks/datatables/datatables.server'
import { DB_NAME, db, systemTables } from '@mocks/db/database'
import { forgetSeeding } from '@mocks/db/seed'
import { apps } from '@mocks/handlers'
import { forgetSigningKey } from '@mocks/kernel/tokens'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import { selectAnswerSchema } from '@/features/ui-kit/select.schema'
import { POLICYHOLDER_COUNT } from './ui-kit.policyholders'
import { uiKitTablesV10 } from './ui-kit.table'

const added: Record<string, string> = { ...uiKitTablesV10, ...datatablesServer.tables }

/** Every store as version 9 had it: today's, less what version 10 adds. */
const version9 = Object.fromEntries(
  Object.entries({
    ...systemTables,
    ...Object.assign({}, ...apps.map((app) => app.tables)),
  }).filter(([name]) => !(name in added)),
) as Record<string, string>

const keptInvoice = { id: 7, note: 'the install’s own row' }

async function installVersion9() {
  db.close()
  await db.delete()
  forgetSeeding()
  forgetSigningKey()
  const old = new Dexie(DB_NAME)
  old.version(9).stores(version9)
  await old.open()
  await old.table('meta').put({ key: 'seededAt', value: '2026-11-20T00:00:00.000Z' })
  await old.table('authUsers').bulkAdd(demoUsers)
  await old.table('credentials').bulkAdd([...demoCredentials])
  await old.table('invoiceHistory').add({ ...keptInvoice, invoiceId: 7 })
  old.close()
}

beforeEach(installVersion9)
afterEach(freshDatabase)

describe('schema version 10', () => {
  it('seeds the tables it adds, and the empty towns, on an install that has data', async () => {
    await db.open()
    expect(db.verno).toBeGreaterThanOrEqual(10)
    expect(await db.table('uiKitPolicyholders').count()).toBe(POLICYHOLDER_COUNT)
    expect(await db.table('uiKitAutocomplete').count()).toBe(100)
    for (const seed of datatablesServer.seeds ?? [])
      expect(await db.table(seed.table).count()).toBe((await seed.rows()).length)
    // What the install had stays, and nothing else was reseeded.
    expect(await db.table('invoiceHistory').get(7)).toMatchObject(keptInvoice)
    expect(await db.table('invoices').count()).toBe(0)

    const { accessToken } = await signIn()
    const answer = await call('GET', '/api/select/data', { token: accessToken })
    expect(answer.status).toBe(200)
    expect(selectAnswerSchema.parse(answer.body).total).toBe(POLICYHOLDER_COUNT)
  })
})
