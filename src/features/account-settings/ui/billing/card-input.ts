/**
 * The card form's typing aids and messages: digits grouped in fours as they are typed, the
 * expiry's slash put in, and the contract's refusals said in the reader's words.
 */
import type { TFunction } from 'i18next'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import { newCardSchema } from '../../account-billing.schema'

export const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

export const cardMessages = (t: TFunction) => ({
  number: t('accountSettings.card.errors.number'),
  name: t('accountSettings.card.errors.name'),
  expiry: t('accountSettings.card.errors.expiry'),
  cvv: t('accountSettings.card.errors.cvv'),
})

export interface CardValues {
  number: string
  name: string
  expiry: string
  cvv: string
  isDefault: boolean
}

export const blankCard: CardValues = { number: '', name: '', expiry: '', cvv: '', isDefault: false }

/** The contract's card checks, each refusal in the reader's words (`isDefault` needs none). */
export const validateCard = (t: TFunction) =>
  schemaValidate<CardValues>(newCardSchema, { messages: cardMessages(t) })
