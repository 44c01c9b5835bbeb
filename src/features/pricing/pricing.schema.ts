/**
 * The pricing contract: shared by the handlers (parsing input) and the client (parsing answers).
 * `GET /pricing/data` is the contract's `{ basicPlan, standardPlan, enterprisePlan, qandA }` with
 * the product's plans, prices and benefits. What the project
 * added in its pattern: each plan's `id`, and the signed-in user's subscription
 * (`GET /pricing/subscription`, `POST /pricing/subscription { plan, cycle }`), which the pricing
 * page's "choose plan", the account settings' billing tab and the license page share.
 */
import { z } from 'zod'
import { dropKeys, handedOut } from '@/shared/contract/zod'

export const PLAN_IDS = ['basic', 'standard', 'enterprise'] as const
export const planId = z.enum(PLAN_IDS)
export type PlanId = z.infer<typeof planId>

export const BILLING_CYCLES = ['monthly', 'yearly'] as const
export const billingCycle = z.enum(BILLING_CYCLES)
export type BillingCycle = z.infer<typeof billingCycle>

/** A price in whole units of the agency's currency (the product's 0, 49, 40, 480, 99, 80, 960). */
const price = z.number().int().min(0)

export const pricingPlanSchema = z
  .object({
    id: planId,
    title: z.string().min(1).max(60),
    subtitle: z.string().max(200),
    monthlyPrice: price,
    yearlyPlan: z.object({ perMonth: price, totalAnnual: price }).strict(),
    planBenefits: z.array(z.string().min(1).max(200)),
    popular: z.boolean(),
    /** A picture that ships with the app (`/images/pricing/<id>.svg`). */
    image: z
      .string()
      .max(200)
      .regex(/^\/images\/[\w./-]+$/),
  })
  .strict()
export type PricingPlan = z.infer<typeof pricingPlanSchema>

export const qandASchema = z
  .object({ question: z.string().min(1).max(300), ans: z.string().min(1).max(2000) })
  .strict()
export type QandA = z.infer<typeof qandASchema>

export const pricingDataSchema = z
  .object({
    basicPlan: pricingPlanSchema,
    standardPlan: pricingPlanSchema,
    enterprisePlan: pricingPlanSchema,
    qandA: z.array(qandASchema),
  })
  .strict()
export type PricingData = z.infer<typeof pricingDataSchema>

/**
 * The signed-in user's plan. `since` is when it was chosen (ISO date-time), `renewsOn` the day the
 * next period starts (a month or a year after `since`; null on the free plan).
 */
export const subscriptionSchema = z
  .object({
    plan: planId,
    cycle: billingCycle,
    since: z.iso.datetime({ offset: true }),
    renewsOn: z.iso.date().nullable(),
  })
  .strict()
export type Subscription = z.infer<typeof subscriptionSchema>

export const subscriptionAnswerSchema = z.object({ subscription: subscriptionSchema }).strict()

/** `POST /pricing/subscription`: an unknown plan or cycle is a 400 naming it. */
/** The plan and cycle; `since` and `renewsOn`, as the read hands them out, are ignored. */
const READ_ONLY = ['since', 'renewsOn'] as const
export const choosePlanSchema = z
  .object({ plan: planId, cycle: billingCycle, ...handedOut(READ_ONLY) })
  .strict()
  .transform(dropKeys(READ_ONLY))
export type ChoosePlan = z.infer<typeof choosePlanSchema>

/** What a plan costs for one period of a cycle (0 on the free plan). */
export const periodPrice = (plan: PricingPlan, cycle: BillingCycle): number =>
  cycle === 'monthly' ? plan.monthlyPrice : plan.yearlyPlan.totalAnnual

/**
 * The license page (`GET /pricing/license`), added in the contract's pattern: the install's
 * license key (made once, in the seed), its holder (the caller), the caller's plan, and the seats:
 * the accounts this install has against what the plan allows.
 */
export const PLAN_SEATS: Readonly<Record<PlanId, number>> = {
  basic: 2,
  standard: 10,
  enterprise: 50,
}

export const LICENSE_KEY_PATTERN = /^CRDR(-[0-9A-Z]{4}){4}$/

export const licenseSchema = z
  .object({
    key: z.string().regex(LICENSE_KEY_PATTERN),
    issuedOn: z.iso.date(),
    holder: z.object({ fullName: z.string(), email: z.string() }).strict(),
    planTitle: z.string(),
    subscription: subscriptionSchema,
    seats: z
      .object({ used: z.number().int().min(0), allowed: z.number().int().positive() })
      .strict(),
  })
  .strict()
export type License = z.infer<typeof licenseSchema>

export const licenseAnswerSchema = z.object({ license: licenseSchema }).strict()
