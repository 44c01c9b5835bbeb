/** The policy-number field's rule (the agency's numbers read CR- and five digits), for the form. */
import { useForm } from '@mantine/form'
import { z } from 'zod'
import { schemaValidate } from '@/shared/ui/form/schema-validate'

export const POLICY_NUMBER = /^CR-\d{5}$/

export const policyLookupSchema = z.object({
  policyNumber: z.string().trim().regex(POLICY_NUMBER),
})

export interface PolicyLookupValues {
  policyNumber: string
}

/** Validated as the user types, so the error shows and clears without a submit. */
export function usePolicyLookupForm(messages: Readonly<Record<string, string>>) {
  return useForm<PolicyLookupValues>({
    initialValues: { policyNumber: '' },
    validateInputOnChange: true,
    validate: schemaValidate<PolicyLookupValues>(policyLookupSchema, { messages }),
  })
}
