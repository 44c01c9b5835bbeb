import { z } from 'zod'
import {
  billingCycle,
  planId,
  pricingPlanSchema,
  qandASchema,
} from '@/features/pricing/pricing.schema'

const id = z.number().int().positive()

/** Imported rows must match the stored shapes exactly. */
export const pricingRowSchemas = {
  pricingPlans: pricingPlanSchema,
  pricingQandA: qandASchema.extend({ id }).strict(),
  pricingSubscriptions: z
    .object({
      userId: id,
      plan: planId,
      cycle: billingCycle,
      since: z.iso.datetime({ offset: true }),
    })
    .strict(),
}
