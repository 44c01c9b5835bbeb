import { lazyPage } from '@/shared/ui/lazy-page'

export { pricingManifest, licenseManifest } from './pricing.manifest'

/**
 * For other apps (the account settings' billing tab): the plans, the caller's subscription, the
 * write that changes it, the plan cards and the "choose plan" flow behind their buttons.
 */
export { usePricingData, useSubscription, useChoosePlan, plansOf } from './api/pricing.queries'
export { usePlanChooser } from './ui/use-plan-chooser'
export const PlanCards = lazyPage(() => import('./ui/PlanCards').then((m) => m.PlanCards))
export type { PlanCardsProps } from './ui/PlanCards'
export type { BillingCycle, PlanId, PricingData, PricingPlan, Subscription } from './pricing.schema'

export const PricingPage = lazyPage(() => import('./ui/PricingPage').then((m) => m.PricingPage))
export { pricingSearchSchema, type PricingSearch } from './ui/pricing-search'
export const LicensePage = lazyPage(() => import('./ui/LicensePage').then((m) => m.LicensePage))
