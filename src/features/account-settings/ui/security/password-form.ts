/**
 * The password form's messages: the contract decides what is wrong (the same rules the API
 * applies), and each refusal, the form's or the API's, is said in the reader's words.
 */
import type { FormErrors } from '@mantine/form'
import type { TFunction } from 'i18next'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import {
  PASSWORDS_DIFFER,
  PASSWORD_MESSAGES,
  SAME_PASSWORD,
  WRONG_PASSWORD,
  changePasswordSchema,
  type ChangePassword,
} from '../../account-security.schema'

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const

export const blankPassword: ChangePassword = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
}

/** A refusal of `field` (the contract's English text) in the reader's words. */
export function passwordMessage(field: string, message: string, t: TFunction): string {
  const rule = Object.entries(PASSWORD_MESSAGES).find(([, text]) => text === message)?.[0]
  if (rule) return t(`accountSettings.password.rule.${rule}`)
  if (message === WRONG_PASSWORD) return t('accountSettings.password.wrong')
  if (message === SAME_PASSWORD) return t('accountSettings.password.rule.differs')
  if (message === PASSWORDS_DIFFER) return t('accountSettings.password.rule.matches')
  if (field === 'currentPassword') return t('accountSettings.password.currentRequired')
  return message
}

const check = schemaValidate<ChangePassword>(changePasswordSchema)

export const validatePassword =
  (t: TFunction) =>
  (values: ChangePassword): FormErrors =>
    Object.fromEntries(
      Object.entries(check(values)).map(([field, message]) => [
        field,
        passwordMessage(field, String(message), t),
      ]),
    )
