/**
 * The billing tab's contract: payment cards (checked like the shop's: Luhn, an expiry not past, a
 * CVV; only the brand and the last four digits are kept, never the number or the CVV), the
 * billing address and the charges made to the account.
 */
import { z } from 'zod'
import { cardSchema } from '@/features/ecommerce/ecommerce.schema'
import { idInput } from '@/shared/contract/zod'

export { passesLuhn, expiryIsValid } from '@/features/ecommerce/ecommerce.schema'

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

/** The brand a card number's first digits name (IIN ranges). */
export function cardBrand(number: string): CardBrand {
  const digits = number.replace(/\D/g, '')
  const first2 = Number(digits.slice(0, 2))
  const first4 = Number(digits.slice(0, 4))
  if (digits.startsWith('4')) return 'visa'
  if ((first2 >= 51 && first2 <= 55) || (first4 >= 2221 && first4 <= 2720)) return 'mastercard'
  if (first2 === 34 || first2 === 37) return 'amex'
  if (digits.startsWith('6011') || first2 === 65) return 'discover'
  return 'other'
}

export const newCardSchema = cardSchema
export type NewCard = z.input<typeof newCardSchema>

export const addCardSchema = z.object({
  card: newCardSchema,
  /** Make it the card charged from now on (the first card always is). */
  isDefault: z.boolean().optional(),
})
export type AddCard = z.input<typeof addCardSchema>

export const paymentMethodSchema = z
  .object({
    id: z.number().int().positive(),
    brand: z.enum(CARD_BRANDS),
    last4: z.string().regex(/^\d{4}$/),
    isDefault: z.boolean(),
    addedAt: z.iso.datetime({ offset: true }),
  })
  .strict()
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

export const paymentMethodsAnswerSchema = z
  .object({ paymentMethods: z.array(paymentMethodSchema) })
  .strict()

/** A card by id (`{ id }`; a DELETE may say `?id=` instead). */
export const paymentMethodIdSchema = z.object({ id: idInput })

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`)

export const billingAddressSchema = z
  .object({
    companyName: text(120),
    billingEmail: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email('Enter a valid email address').max(120)),
    taxId: text(40),
    vatNumber: text(40),
    phone: z
      .string()
      .trim()
      .regex(/^(\+?[\d\s()-]{6,20})?$/, 'Enter a valid phone number'),
    country: text(80),
    address: text(200),
    state: text(80),
    zip: z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9 -]{3,10})?$/, 'Enter a valid postal code'),
  })
  .strict()
export type BillingAddress = z.infer<typeof billingAddressSchema>

export const CHARGE_STATUSES = ['paid', 'pending', 'refunded'] as const

/** A charge to the account: `amount` in cents. */
export const chargeSchema = z
  .object({
    id: z.number().int().positive(),
    /** `INV-<year>-<id>`. */
    number: z.string().min(1).max(30),
    date: z.iso.date(),
    description: z.string().min(1).max(200),
    amount: z.number().int().min(0),
    status: z.enum(CHARGE_STATUSES),
  })
  .strict()
export type Charge = z.infer<typeof chargeSchema>

export const billingSchema = z
  .object({
    address: billingAddressSchema,
    /** The default first, then oldest first. */
    paymentMethods: z.array(paymentMethodSchema),
    /** Newest first. */
    history: z.array(chargeSchema),
  })
  .strict()
export type Billing = z.infer<typeof billingSchema>
