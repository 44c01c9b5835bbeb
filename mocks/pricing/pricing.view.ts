/**
 * A subscription as the API answers it: the stored row (or Basic, monthly, for an account without
 * one) with the day its next period starts.
 */
import { meta } from '@mocks/db/database'
import type { Subscription } from '@/features/pricing/pricing.schema'
import { pricingSubscriptions, type SubscriptionRow } from './pricing.table'

/** `since` plus `months`, in UTC, the day kept or clamped to the month's last (31 Jan → 28 Feb). */
export function addMonths(since: Date, months: number): Date {
  const year = since.getUTCFullYear()
  const month = since.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month, Math.min(since.getUTCDate(), lastDay)))
}

/**
 * The first period boundary after today (`since` plus whole months or years), so a plan chosen
 * long ago still shows its next renewal rather than its first. Null on the free plan.
 */
export function renewalOf(row: Omit<SubscriptionRow, 'userId'>, now = new Date()): string | null {
  if (row.plan === 'basic') return null
  const step = row.cycle === 'yearly' ? 12 : 1
  const since = new Date(row.since)
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  let periods = 1
  while (addMonths(since, periods * step) <= today) periods++
  return addMonths(since, periods * step)
    .toISOString()
    .slice(0, 10)
}

export const subscriptionView = (row: Omit<SubscriptionRow, 'userId'>): Subscription => ({
  plan: row.plan,
  cycle: row.cycle,
  since: row.since,
  renewsOn: renewalOf(row),
})

/**
 * The caller's row, or the free plan since the install was seeded. Not `async`: it answers
 * Dexie's own promises, which keep a write transaction's zone (see kernel/write.ts).
 */
export const subscriptionOf = (userId: number): Promise<Omit<SubscriptionRow, 'userId'>> =>
  Promise.all([pricingSubscriptions().get(userId), meta().get('seededAt')]).then(
    ([row, seeded]) =>
      row ?? {
        plan: 'basic',
        cycle: 'monthly',
        since: typeof seeded?.value === 'string' ? seeded.value : new Date().toISOString(),
      },
  )
