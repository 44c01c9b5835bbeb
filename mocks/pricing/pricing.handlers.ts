/**
 * Pricing: the plans and Q&A (`GET /pricing/data`, the contract's shape), and the caller's own
 * subscription, read and changed (`GET` and `POST /pricing/subscription`); the license page's
 * answer lives in pricing.license.ts.
 */
import { now } from '@mocks/kernel/draws'
import { recordCharge } from '@mocks/account-settings/account-charges'
import { at } from '@mocks/kernel/round-trip'
import { route } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { pricingEndpoints as api } from '@/features/pricing/pricing.endpoints'
import { periodPrice, type PricingPlan } from '@/features/pricing/pricing.schema'
import { licenseRoute } from './pricing.license'
import { pricingPlans, pricingQandA, pricingSubscriptions } from './pricing.table'
import { subscriptionOf, subscriptionView } from './pricing.view'

const planOrThrow = (id: PricingPlan['id']) => getOrThrow(pricingPlans(), id, 'Plan')

const data = route(api.data, {
  async handle() {
    const [plans, qandA] = await Promise.all([
      pricingPlans().toArray(),
      pricingQandA().orderBy('id').toArray(),
    ])
    const plan = (id: PricingPlan['id']) => {
      const found = plans.find((row) => row.id === id)
      // The seed writes all three and an import must carry them: a missing one is a broken store.
      if (!found) throw new Error(`The ${id} plan is missing from the store`)
      return found
    }
    return {
      basicPlan: plan('basic'),
      standardPlan: plan('standard'),
      enterprisePlan: plan('enterprise'),
      qandA: qandA.map(({ question, ans }) => ({ question, ans })),
    }
  },
})

const current = route(api.subscription, {
  async handle({ session }) {
    return { subscription: subscriptionView(await subscriptionOf(session.userId)) }
  },
})

/** Choosing the plan and cycle one is already on changes nothing (the period keeps its start). */
const choose = route(api.choose, {
  roundTrip: {
    read: '/pricing/subscription',
    pick: at('subscription'),
    change: { cycle: 'yearly' },
  },
  async handle({ body, session }) {
    const before = await subscriptionOf(session.userId)
    if (before.plan === body.plan && before.cycle === body.cycle)
      return { subscription: subscriptionView(before) }
    const row = { userId: session.userId, ...body, since: now().toISOString() }
    await pricingSubscriptions().put(row)
    // The first period of a paid plan is charged at once: it shows in the billing history.
    const plan = await planOrThrow(body.plan)
    await recordCharge({
      userId: session.userId,
      description: `${plan.title} plan, ${body.cycle}`,
      amount: periodPrice(plan, body.cycle) * 100,
    })
    return { subscription: subscriptionView(row) }
  },
})

export const pricingRoutes = [data, current, choose, licenseRoute]
