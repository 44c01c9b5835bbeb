/**
 * The renewal the chained dialogs walk through: a policy, the discount the broker may grant on
 * renewal, and the premium that results. Pure, so the rules are tested apart from the dialogs.
 */

export interface RenewalPolicy {
  number: string
  client: string
  /** Current annual premium, in dollars. */
  premium: number
}

export const RENEWAL_POLICY: RenewalPolicy = {
  number: 'POL-2024-0457',
  client: 'Carmen Ortega',
  premium: 1240,
}

/** The most a broker may take off a renewal without the underwriter's approval. */
export const MAX_DISCOUNT = 15

export type DiscountError = 'required' | 'whole' | 'range'

/** A typed discount as a whole percentage from 0 to MAX_DISCOUNT, or why it is not one. */
export function parseDiscount(text: string): { value: number } | { error: DiscountError } {
  const trimmed = text.trim().replace(/\s*%$/, '')
  if (trimmed === '') return { error: 'required' }
  if (!/^\d+$/.test(trimmed)) return { error: 'whole' }
  const value = Number(trimmed)
  if (value > MAX_DISCOUNT) return { error: 'range' }
  return { value }
}

/** The renewed premium, rounded to the cent. */
export const discountedPremium = (premium: number, percent: number): number =>
  Math.round(premium * (100 - percent)) / 100
