/** The quote request of the input-group page: an amount in a currency and a phone with its prefix. */
import { useForm } from '@mantine/form'
import { z } from 'zod'
import { keysOf } from '@/shared/contract/one-of'
import { schemaValidate } from '@/shared/ui/form/schema-validate'

export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const
/** Country calling codes the agency's clients use, and the digits a national number has there. */
export const PREFIXES = { '+34': 9, '+351': 9, '+33': 9, '+49': 11 } as const
export type Prefix = keyof typeof PREFIXES

export const quoteContactSchema = z
  .object({
    amount: z.coerce.number().positive().max(5_000_000),
    currency: z.enum(CURRENCIES),
    prefix: z.enum(keysOf(PREFIXES)),
    phone: z.string().regex(/^\d+$/),
  })
  .refine(({ prefix, phone }) => phone.length === PREFIXES[prefix], { path: ['phone'] })

export interface QuoteContactValues {
  amount: string
  currency: string
  prefix: string
  phone: string
}

export function useQuoteContactForm(messages: Readonly<Record<string, string>>) {
  return useForm<QuoteContactValues>({
    initialValues: { amount: '', currency: 'EUR', prefix: '+34', phone: '' },
    validate: schemaValidate<QuoteContactValues>(quoteContactSchema, { messages }),
  })
}
