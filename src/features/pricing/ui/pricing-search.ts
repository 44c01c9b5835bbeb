import { z } from 'zod'
import { billingCycle } from '../pricing.schema'

/** The pricing page's URL: the cycle shown. Without one (or a bad one), the caller's own cycle. */
export const pricingSearchSchema = z.object({ cycle: billingCycle.optional().catch(undefined) })

export type PricingSearch = z.infer<typeof pricingSearchSchema>
