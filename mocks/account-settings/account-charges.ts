/**
 * The caller's billing history gains a charge when they move to a paid plan (the pricing app's
 * `POST /pricing/subscription` calls this inside its write transaction). Amounts in cents.
 */
import { now } from '@mocks/kernel/draws'
import { nextId } from '@mocks/kernel/write'
import { billingHistory } from './account-settings.table'

export interface NewCharge {
  userId: number
  description: string
  /** In cents; a free plan charges nothing and records nothing. */
  amount: number
  date?: Date
}

export async function recordCharge({ userId, description, amount, date = now() }: NewCharge) {
  if (amount <= 0) return
  const id = await nextId(billingHistory())
  const day = date.toISOString().slice(0, 10)
  const number = `INV-${day.slice(0, 4)}-${String(id).padStart(4, '0')}`
  await billingHistory().add({ id, userId, number, date: day, description, amount, status: 'paid' })
}
