/** The payment frequency of the radio page: no default, so the client has to choose one. */
import { useForm } from '@mantine/form'
import { z } from 'zod'
import { schemaValidate } from '@/shared/ui/form/schema-validate'

export const FREQUENCIES = ['monthly', 'quarterly', 'halfYearly', 'yearly'] as const

export const paymentSchema = z.object({ frequency: z.enum(FREQUENCIES) })

export interface PaymentValues {
  frequency: string
}

export function usePaymentForm(messages: Readonly<Record<string, string>>) {
  return useForm<PaymentValues>({
    initialValues: { frequency: '' },
    validate: schemaValidate<PaymentValues>(paymentSchema, { messages }),
  })
}
