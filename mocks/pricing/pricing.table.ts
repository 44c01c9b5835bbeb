/**
 * The pricing stores: the three plans (keyed by their id), the Q&A in the order shown, and each
 * account's subscription (keyed by user id: an account without a row is on Basic, monthly), and
 * the install's license key.
 */
import { typedTable, type TableSchemas } from '@mocks/db/database'
import type { BillingCycle, PlanId, PricingPlan } from '@/features/pricing/pricing.schema'

export type PlanRow = PricingPlan

export interface QandARow {
  id: number
  question: string
  ans: string
}

export interface SubscriptionRow {
  userId: number
  plan: PlanId
  cycle: BillingCycle
  /** When the plan was chosen (ISO date-time). */
  since: string
}

/** The install's license: one row, id 1, written by the seed. */
export interface LicenseRow {
  id: number
  key: string
  /** The day it was issued (YYYY-MM-DD). */
  issuedOn: string
}

export const pricingTables = {
  pricingPlans: 'id',
  pricingQandA: 'id',
  pricingSubscriptions: 'userId',
  pricingLicense: 'id',
} satisfies TableSchemas

export const pricingPlans = typedTable<PlanRow, PlanId>('pricingPlans')
export const pricingQandA = typedTable<QandARow, number>('pricingQandA')
export const pricingSubscriptions = typedTable<SubscriptionRow, number>('pricingSubscriptions')
export const pricingLicense = typedTable<LicenseRow, number>('pricingLicense')
