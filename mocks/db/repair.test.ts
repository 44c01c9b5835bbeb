/**
 * Schema version 11 repairs an install that an earlier update left with the content pages'
 * tables all empty (version 8 added them without filling them), and leaves alone one whose user
 * emptied one of them.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { db } from '@mocks/db/database'
import { forgetSeeding } from '@mocks/db/seed'
import { forgetSigningKey } from '@mocks/kernel/tokens'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import { installDump, readDump, type DatabaseDump } from './fixtures/fixtures'

afterAll(freshDatabase)

/** Tables version 8 added, which the repair fills from their seeds. */
const content = [
  'accountSettings',
  'paymentMethods',
  'billingHistory',
  'profileInfo',
  'profilePosts',
  'faqCategories',
  'faqItems',
  'faqKbQuestions',
  'pricingPlans',
  'blogPosts',
  'apiKeys',
]

async function openVersion10(emptied: (name: string) => boolean) {
  const dump = (await readDump(10)) as DatabaseDump
  const stores = dump.stores.map((store) =>
    emptied(store.name) ? { ...store, records: [] } : store,
  )
  db.close()
  await db.delete()
  forgetSeeding()
  forgetSigningKey()
  await installDump({ ...dump, stores })
  await db.open()
}

const VERSION_8_TABLES = new Set([
  ...content,
  'signIns',
  'twoStepSecrets',
  'projectMembers',
  'createdApps',
  'referrals',
  'profilePages',
  'profilePoll',
  'faqSupport',
  'faqKbCategories',
  'pricingQandA',
  'pricingSubscriptions',
  'pricingLicense',
  'blogComments',
])

describe('schema version 11', () => {
  it('fills the content pages of an install that opened at 8 to 10 with them all empty', async () => {
    await openVersion10((name) => VERSION_8_TABLES.has(name))
    for (const name of content) expect(await db.table(name).count(), name).toBeGreaterThan(0)
    const { accessToken } = await signIn()
    const pricing = await call('GET', '/pricing/data', { token: accessToken })
    expect(pricing.status).toBe(200)
  })

  it('leaves an install whose user emptied one of them as it was', async () => {
    await openVersion10((name) => name === 'faqItems')
    expect(await db.table('faqItems').count()).toBe(0)
    expect(await db.table('blogPosts').count()).toBeGreaterThan(0)
  })
})
