import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import { signInColleague } from '@mocks/test/colleague'
import { licenseAnswerSchema, type License } from '@/features/pricing/pricing.schema'
import { licenseKeyFrom } from './pricing.license-key'

beforeEach(freshDatabase)
afterEach(() => vi.useRealTimers())

const license = async (token: string): Promise<License> => {
  const result = await call('GET', '/pricing/license', { token })
  expect(result.status).toBe(200)
  // Strict: the answer is exactly the schema's shape.
  return licenseAnswerSchema.parse(result.body).license
}

describe('GET /pricing/license', () => {
  it('answers the install’s key, its holder (the caller), the plan and the seats used', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-20T10:00:00Z'), toFake: ['Date'] })
    expect(await license((await signIn()).accessToken)).toEqual({
      key: 'CRDR-PYSW-DMQ6-0PRW-EZBQ',
      issuedOn: '2025-01-15',
      holder: { fullName: 'John Doe', email: 'admin@demo.com' },
      planTitle: 'Standard',
      subscription: {
        plan: 'standard',
        cycle: 'monthly',
        since: '2025-01-15T09:00:00.000Z',
        renewsOn: '2026-04-15',
      },
      seats: { used: 2, allowed: 10 },
    })
  })

  it('follows the caller’s plan, counts every account, and is the same key for everyone', async () => {
    const token = (await signIn()).accessToken
    await call('POST', '/pricing/subscription', {
      token,
      body: { plan: 'enterprise', cycle: 'yearly' },
    })
    const other = await signInColleague('Pricing')

    const mine = await license(token)
    expect(mine).toMatchObject({ planTitle: 'Enterprise', seats: { used: 3, allowed: 50 } })
    expect(mine.subscription).toMatchObject({ plan: 'enterprise', cycle: 'yearly' })
    const theirs = await license(other)
    expect(theirs).toMatchObject({
      key: mine.key,
      holder: { fullName: 'rosa.marin', email: 'rosa.marin@demo.com' },
      planTitle: 'Basic',
      subscription: { plan: 'basic', renewsOn: null },
      seats: { used: 3, allowed: 2 },
    })
  })

  it('answers 403 to the client and 401 without a token', async () => {
    const { accessToken } = await signIn('client@demo.com', 'client')
    const refused = await call<{ error: { code: string } }>('GET', '/pricing/license', {
      token: accessToken,
    })
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe('forbidden')
    expect((await call('GET', '/pricing/license')).status).toBe(401)
  })
})

describe('license keys', () => {
  it('are the same for the same phrase, differ between phrases, and read without I, L, O, U', () => {
    expect(licenseKeyFrom('Corredor demo agency')).toBe(licenseKeyFrom('Corredor demo agency'))
    const keys = new Set(['a', 'b', 'c', 'Corredor', 'corredor'].map(licenseKeyFrom))
    expect(keys.size).toBe(5)
    for (const key of keys) expect(key).toMatch(/^CRDR(-[0-9A-HJKMNP-TV-Z]{4}){4}$/)
  })
})
