/**
 * The "new car policy" wizard's rules, one schema a step: Next checks only the step's own fields.
 * Messages are codes the page translates (see `../form-kit.ts`).
 */
import { z } from 'zod'

export const PLANS = ['thirdParty', 'extended', 'comprehensive'] as const
export const EXCESSES = ['0', '150', '300', '600'] as const

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong')

export const holderSchema = z.object({
  fullName: required(80).pipe(z.string().min(2, 'tooShort')),
  email: z.string().trim().min(1, 'required').pipe(z.email('email')),
  phone: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^\+?[0-9][0-9 ().-]{5,24}$/, 'phone'),
})

/** Plates as Spain writes them today: four digits and three consonants (`1234 BCD`). */
export const PLATE = /^[0-9]{4} ?[B-DF-HJ-NP-TV-Z]{3}$/i

export const vehicleSchema = (thisYear: number) =>
  z.object({
    plate: z.string().trim().min(1, 'required').regex(PLATE, 'plate'),
    make: required(40),
    year: z
      .number({ error: 'required' })
      .int('wholeNumber')
      .min(1980, 'yearRange')
      .max(thisYear + 1, 'yearRange'),
    value: z.number({ error: 'required' }).min(1000, 'valueRange').max(200_000, 'valueRange'),
  })

export const coverageSchema = z.object({
  plan: z.enum(PLANS, { error: 'required' }),
  excess: z.enum(EXCESSES, { error: 'required' }),
  startDate: z.string({ error: 'required' }).min(1, 'required'),
})

export const reviewSchema = z.object({
  confirm: z.literal(true, { error: 'confirm' }),
})

export const wizardSteps = (thisYear: number) =>
  [
    { key: 'holder', schema: holderSchema },
    { key: 'vehicle', schema: vehicleSchema(thisYear) },
    { key: 'coverage', schema: coverageSchema },
    { key: 'review', schema: reviewSchema },
  ] as const

export interface WizardValues {
  fullName: string
  email: string
  phone: string
  plate: string
  make: string
  year: number | string
  value: number | string
  plan: string | null
  excess: string | null
  startDate: string | null
  confirm: boolean
}

export const EMPTY_WIZARD: WizardValues = {
  fullName: '',
  email: '',
  phone: '',
  plate: '',
  make: '',
  year: '',
  value: '',
  plan: null,
  excess: '300',
  startDate: null,
  confirm: false,
}

/** The yearly premium quoted on the review: the plan's rate on the car's value, less the excess. */
export function quotePremium(plan: string | null, value: number, excess: string | null): number {
  const rate = plan === 'comprehensive' ? 0.045 : plan === 'extended' ? 0.03 : 0.018
  const discount = 1 - Number(excess ?? 0) / 3000
  return Math.round(Math.max(180, value * rate) * discount)
}

/** A policy reference from the plate and the day: `POL-20261125-1234BCD`. */
export const policyReference = (plate: string, day: string) =>
  `POL-${day.replaceAll('-', '')}-${plate.replace(/\s/g, '').toUpperCase()}`
