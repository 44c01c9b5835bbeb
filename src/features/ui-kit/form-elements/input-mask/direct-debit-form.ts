/** The direct-debit mandate of the input-mask page: rules on the raw digits the masks keep. */
import { useForm } from '@mantine/form'
import { z } from 'zod'
import { schemaValidate } from '@/shared/ui/form/schema-validate'

export const directDebitSchema = z.object({
  // Spanish mobiles and landlines: nine digits starting 6, 7, 8 or 9.
  phone: z.string().regex(/^[6-9]\d{8}$/),
  // ES + 22 digits; the mask writes the ES, so the raw value is the digits.
  iban: z.string().regex(/^\d{22}$/),
  // Spanish postal codes: the first two digits are a province, 01 to 52.
  postalCode: z.string().regex(/^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/),
})

export type DirectDebitValues = z.infer<typeof directDebitSchema>
export const DIRECT_DEBIT_FIELDS = ['phone', 'iban', 'postalCode'] as const

export function useDirectDebitForm(messages: Readonly<Record<string, string>>) {
  return useForm<DirectDebitValues>({
    initialValues: { phone: '', iban: '', postalCode: '' },
    validate: schemaValidate<DirectDebitValues>(directDebitSchema, { messages }),
  })
}
