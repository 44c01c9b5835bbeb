import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import { signInColleague } from '@mocks/test/colleague'
import {
  pricingDataSchema,
  subscriptionAnswerSchema,
  type ChoosePlan,
  type Subscription,
} from '@/features/pricing/pricing.schema'
import { addMonths, renewalOf } from './pricing.view'

beforeEach(freshDatabase)
afterEach(() => vi.useRealTimers())

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const admin = async () => (await signIn()).accessToken

/** A second colleague with the pricing ability, signed in: each account has its own plan. */
const colleague = () => signInColleague('Pricing')

const subscription = async (token: string): Promise<Subscription> => {
  const result = await call('GET', '/pricing/subscription', { token })
  expect(result.status).toBe(200)
  return subscriptionAnswerSchema.parse(result.body).subscription
}
const choose = <T = ErrorBody>(token: string | null, body: unknown) =>
  call<T>('POST', '/pricing/subscription', { token, body })

describe('GET /pricing/data', () => {
  it('answers the three plans with the contract’s prices and benefits, and the Q&A', async () => {
    const result = await call('GET', '/pricing/data', { token: await admin() })
    expect(result.status).toBe(200)
    // The schema is strict: the answer is the contract's shape exactly.
    const data = pricingDataSchema.parse(result.body)
    expect(data.basicPlan).toMatchObject({
      id: 'basic',
      title: 'Basic',
      monthlyPrice: 0,
      yearlyPlan: { perMonth: 0, totalAnnual: 0 },
      planBenefits: ['100 responses a month', 'Up to 2 subdomains'],
      popular: false,
      image: '/images/pricing/basic.svg',
    })
    expect(data.standardPlan).toMatchObject({
      id: 'standard',
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
      popular: true,
    })
    expect(data.standardPlan.planBenefits).toEqual([
      'Unlimited responses',
      'Instagram profile page',
      'Google Docs integration',
      'Custom “Thank you” page',
    ])
    expect(data.enterprisePlan).toMatchObject({
      id: 'enterprise',
      monthlyPrice: 99,
      yearlyPlan: { perMonth: 80, totalAnnual: 960 },
      popular: false,
    })
    expect(data.enterprisePlan.planBenefits).toHaveLength(5)
    expect(data.enterprisePlan.planBenefits).toContain('File upload with 5GB storage')
    expect(data.qandA).toHaveLength(5)
    expect(data.qandA[0]!.question).toBe('Does my subscription automatically renew?')
  })
})

describe('GET /pricing/subscription', () => {
  it('answers the admin’s seeded Standard, monthly, renewing after today', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-20T10:00:00Z'), toFake: ['Date'] })
    expect(await subscription(await admin())).toEqual({
      plan: 'standard',
      cycle: 'monthly',
      since: '2025-01-15T09:00:00.000Z',
      renewsOn: '2026-04-15',
    })
  })

  it('answers Basic, monthly, with no renewal, for an account without a subscription', async () => {
    const mine = await subscription(await colleague())
    expect(mine).toMatchObject({ plan: 'basic', cycle: 'monthly', renewsOn: null })
    expect(Date.parse(mine.since)).not.toBeNaN()
  })
})

describe('POST /pricing/subscription', () => {
  it('changes the caller’s plan and cycle, kept for the next read, and no one else’s', async () => {
    // The clock first: the tokens are signed at the time the test pretends it is.
    vi.useFakeTimers({ now: new Date('2026-01-31T12:00:00Z'), toFake: ['Date'] })
    const [token, other] = [await admin(), await colleague()]
    const chosen = await choose<{ subscription: Subscription }>(token, {
      plan: 'enterprise',
      cycle: 'yearly',
    } satisfies ChoosePlan)
    expect(chosen.status).toBe(200)
    const expected = {
      plan: 'enterprise',
      cycle: 'yearly',
      since: '2026-01-31T12:00:00.000Z',
      renewsOn: '2027-01-31',
    }
    expect(subscriptionAnswerSchema.parse(chosen.body).subscription).toEqual(expected)
    expect(await subscription(token)).toEqual(expected)
    expect((await subscription(other)).plan).toBe('basic')

    // Monthly from the 31st renews on the month's last day.
    await choose(other, { plan: 'standard', cycle: 'monthly' })
    expect(await subscription(other)).toMatchObject({ plan: 'standard', renewsOn: '2026-02-28' })
    expect((await subscription(token)).plan).toBe('enterprise')

    // Back to the free plan: no renewal.
    await choose(token, { plan: 'basic', cycle: 'yearly' })
    expect(await subscription(token)).toMatchObject({ plan: 'basic', renewsOn: null })
  })

  it('charges the first period of a paid plan into the billing history, and nothing for Basic', async () => {
    const token = await admin()
    const history = async () => {
      const result = await call<{
        billing: { history: { description: string; amount: number }[] }
      }>('GET', '/account-setting/data', { token })
      return result.body.billing.history
    }
    const before = await history()
    expect((await choose(token, { plan: 'enterprise', cycle: 'yearly' })).status).toBe(200)
    const after = await history()
    expect(after).toHaveLength(before.length + 1)
    expect(after[0]).toMatchObject({
      description: 'Enterprise plan, yearly',
      amount: 96000,
      status: 'paid',
      date: new Date().toISOString().slice(0, 10),
    })
    await choose(token, { plan: 'basic', cycle: 'monthly' })
    expect(await history()).toHaveLength(after.length)
  })

  it('keeps the period’s start when the same plan and cycle are chosen again', async () => {
    const token = await admin()
    const again = await choose<{ subscription: Subscription }>(token, {
      plan: 'standard',
      cycle: 'monthly',
    })
    expect(again.status).toBe(200)
    expect(again.body.subscription.since).toBe('2025-01-15T09:00:00.000Z')
  })

  it('answers 400 naming the field for an unknown plan or cycle, or a wrong type', async () => {
    const token = await admin()
    const cases: [unknown, string][] = [
      [{ plan: 'gold', cycle: 'monthly' }, 'plan'],
      [{ plan: 'standard', cycle: 'weekly' }, 'cycle'],
      [{ plan: 3, cycle: 'monthly' }, 'plan'],
      [{ plan: 'standard' }, 'cycle'],
      [{ plan: 'standard', cycle: 'monthly', price: 0 }, 'body'],
    ]
    for (const [body, field] of cases) {
      const refused = await choose(token, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.error.code).toBe('bad_request')
      expect(Object.keys(refused.body.error.fields ?? {}).join(), JSON.stringify(body)).toContain(
        field,
      )
    }
    const notJson = await call<ErrorBody>('POST', '/pricing/subscription', {
      token,
      rawBody: '{plan',
    })
    expect(notJson.status).toBe(400)
    expect((await subscription(token)).plan).toBe('standard')
  })
})

describe('access', () => {
  it('answers 403 to the client and 401 without a token, changing nothing', async () => {
    const { accessToken } = await signIn('client@demo.com', 'client')
    for (const path of ['/pricing/data', '/pricing/subscription']) {
      const refused = await call<ErrorBody>('GET', path, { token: accessToken })
      expect(refused.status, path).toBe(403)
      expect(refused.body.error.code).toBe('forbidden')
      expect((await call('GET', path)).status, path).toBe(401)
    }
    const body = { plan: 'enterprise', cycle: 'yearly' }
    const refused = await choose(accessToken, body)
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe('forbidden')
    expect((await choose(null, body)).status).toBe(401)
    expect((await subscription(await admin())).plan).toBe('standard')
  })
})

describe('renewal dates', () => {
  it('add whole months, clamping to the month’s last day, and skip periods already past', () => {
    expect(addMonths(new Date('2024-01-31T08:00:00Z'), 1).toISOString()).toBe(
      '2024-02-29T00:00:00.000Z',
    )
    expect(addMonths(new Date('2025-11-15T08:00:00Z'), 14).toISOString()).toBe(
      '2027-01-15T00:00:00.000Z',
    )
    const yearly = { plan: 'standard', cycle: 'yearly', since: '2024-06-01T00:00:00Z' } as const
    expect(renewalOf(yearly, new Date('2024-06-01T09:00:00Z'))).toBe('2025-06-01')
    expect(renewalOf(yearly, new Date('2026-06-01T09:00:00Z'))).toBe('2027-06-01')
    expect(renewalOf(yearly, new Date('2026-05-31T23:00:00Z'))).toBe('2026-06-01')
    expect(renewalOf({ ...yearly, plan: 'basic' })).toBeNull()
  })
})
