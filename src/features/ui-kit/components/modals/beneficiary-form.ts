/**
 * The beneficiary form of the modals page: its rules (a zod schema, through the house's
 * `schemaValidate`) and the one rule that depends on the page, the share still left to give.
 */
import { useForm } from '@mantine/form'
import { z } from 'zod'
import { schemaValidate } from '@/shared/ui/form/schema-validate'

export const RELATIONSHIPS = ['spouse', 'child', 'parent', 'sibling', 'other'] as const

export const beneficiarySchema = z.object({
  fullName: z.string().trim().min(2).max(80),
  email: z.email(),
  relationship: z.enum(RELATIONSHIPS),
  share: z.number().int().min(1).max(100),
})
export type Beneficiary = z.output<typeof beneficiarySchema>

export interface BeneficiaryValues {
  fullName: string
  email: string
  relationship: string
  share: number | string
}

/** The percentage of the policy's payout not yet given to anyone (never below zero). */
export function remainingShare(beneficiaries: readonly Pick<Beneficiary, 'share'>[]): number {
  const given = beneficiaries.reduce((sum, { share }) => sum + share, 0)
  return Math.max(0, 100 - given)
}

interface FormMessages {
  fullName: string
  email: string
  relationship: string
  share: string
  /** Shown when the share is more than what is left; gets the remaining percentage. */
  tooMuch: (remaining: number) => string
}

export function useBeneficiaryForm(remaining: number, messages: FormMessages) {
  const { tooMuch, ...fields } = messages
  const bySchema = schemaValidate<BeneficiaryValues>(beneficiarySchema, { messages: fields })
  return useForm<BeneficiaryValues>({
    initialValues: { fullName: '', email: '', relationship: '', share: '' },
    validate: (values) => {
      const errors = bySchema(values)
      if (!errors.share && Number(values.share) > remaining) errors.share = tooMuch(remaining)
      return errors
    },
  })
}
