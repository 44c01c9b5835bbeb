/**
 * `GET /pricing/license`: the install's license as its holder (the caller) sees it, with the
 * caller's plan and the seats this install uses against what that plan allows.
 */
import { authUsers } from '@mocks/auth/auth.table'
import { route } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { pricingEndpoints as api } from '@/features/pricing/pricing.endpoints'
import { PLAN_SEATS, type License } from '@/features/pricing/pricing.schema'
import { pricingLicense, pricingPlans } from './pricing.table'
import { subscriptionOf, subscriptionView } from './pricing.view'

export const licenseRoute = route(api.license, {
  async handle({ session }) {
    const [row, user, used, current] = await Promise.all([
      getOrThrow(pricingLicense(), 1, 'License'),
      authUsers().get(session.userId),
      authUsers().count(),
      subscriptionOf(session.userId),
    ])
    const plan = await pricingPlans().get(current.plan)
    const license: License = {
      key: row.key,
      issuedOn: row.issuedOn,
      holder: { fullName: user?.fullName || user?.username || '', email: user?.email ?? '' },
      planTitle: plan?.title ?? current.plan,
      subscription: subscriptionView(current),
      seats: { used, allowed: PLAN_SEATS[current.plan] },
    }
    return { license }
  },
})
