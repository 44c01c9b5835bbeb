/**
 * A car insurance premium estimate, the formula the slider demo follows: a base that grows with
 * the car's value, loaded for young and elderly drivers, lowered by a higher deductible and by
 * claim-free years. Indicative only, as an agency's quick quote is; pure, so it is tested alone.
 */

export interface PremiumInput {
  /** The car's value, in dollars. */
  carValue: number
  /** The youngest and the oldest named driver's ages. */
  driverAges: readonly [number, number]
  /** What the client pays of each claim, in dollars: one of DEDUCTIBLES. */
  deductible: number
  /** Years without a claim; the discount stops growing at MAX_CLAIM_FREE_YEARS. */
  claimFreeYears: number
}

export const CAR_VALUE = { min: 5_000, max: 100_000, step: 1_000 } as const
export const DRIVER_AGE = { min: 18, max: 90 } as const
export const MAX_CLAIM_FREE_YEARS = 10

/** The deductibles on offer and the factor each applies to the premium. */
export const DEDUCTIBLES: readonly { amount: number; factor: number }[] = [
  { amount: 0, factor: 1.15 },
  { amount: 150, factor: 1 },
  { amount: 300, factor: 0.92 },
  { amount: 600, factor: 0.85 },
  { amount: 1000, factor: 0.78 },
]

const BASE_FEE = 180
const RATE_ON_VALUE = 0.025
const CLAIM_FREE_DISCOUNT_PER_YEAR = 0.05

export interface PremiumEstimate {
  base: number
  /** The load for the drivers' ages: 1 when there is none. */
  ageFactor: number
  deductibleFactor: number
  /** The share taken off for claim-free years, 0 to 0.5. */
  claimFreeDiscount: number
  annual: number
  monthly: number
}

const cents = (value: number) => Math.round(value * 100) / 100

/** The load for the youngest driver (under 25, under 30) and for an oldest one over 75. */
export function ageFactor([youngest, oldest]: readonly [number, number]): number {
  const young = youngest < 25 ? 1.6 : youngest < 30 ? 1.25 : 1
  const elderly = oldest > 75 ? 1.15 : 1
  return young * elderly
}

export function deductibleFactor(amount: number): number {
  const entry = DEDUCTIBLES.find((option) => option.amount === amount)
  if (!entry) throw new RangeError(`No deductible of ${amount}`)
  return entry.factor
}

export function estimatePremium(input: PremiumInput): PremiumEstimate {
  const base = BASE_FEE + RATE_ON_VALUE * input.carValue
  const years = Math.min(Math.max(0, Math.floor(input.claimFreeYears)), MAX_CLAIM_FREE_YEARS)
  const claimFreeDiscount = cents(years * CLAIM_FREE_DISCOUNT_PER_YEAR)
  const age = ageFactor(input.driverAges)
  const deductible = deductibleFactor(input.deductible)
  const annual = cents(base * age * deductible * (1 - claimFreeDiscount))
  return {
    base: cents(base),
    ageFactor: age,
    deductibleFactor: deductible,
    claimFreeDiscount,
    annual,
    monthly: cents(annual / 12),
  }
}
