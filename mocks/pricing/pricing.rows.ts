import { z } from 'zod'
import {
  billingCycle,
  LICENSE_KEY_PATTERN,
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
  pricingLicense: z
    .object({ id, key: z.string().regex(LICENSE_KEY_PATTERN), issuedOn: z.iso.date() })
    .strict(),
}
