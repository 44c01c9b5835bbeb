/**
 * The sign-in form's validation and submit, kept tiny: this screen's bundle has a budget. The
 * fields are uncontrolled: the build prerenders `/login` and React hydrates it, so whatever was
 * typed before the scripts ran stays in the fields, and a submit reads the fields themselves.
 */
import { useState, type FormEvent } from 'react'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export interface LoginValues {
  email: string
  password: string
  remember: boolean
}

export type LoginErrors = Partial<Record<'email' | 'password', string>>

interface Messages {
  emailRequired: string
  emailInvalid: string
  passwordRequired: string
}

export function validateLogin(values: LoginValues, messages: Messages): LoginErrors {
  const errors: LoginErrors = {}
  const email = values.email.trim()
  if (!email) errors.email = messages.emailRequired
  else if (!EMAIL_PATTERN.test(email)) errors.email = messages.emailInvalid
  if (!values.password) errors.password = messages.passwordRequired
  return errors
}

/**
 * `read` gives the fields' values at submit; `onValid` may answer with field errors from the
 * API, which are shown on their fields.
 */
export function useLoginForm(
  read: () => LoginValues,
  messages: Messages,
  onValid: (values: LoginValues) => Promise<LoginErrors | undefined>,
) {
  const [errors, setErrors] = useState<LoginErrors>({})
  const [submitting, setSubmitting] = useState(false)

  /** A field was edited: its message goes. */
  const clearError = (key: keyof LoginErrors) =>
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const values = read()
    const found = validateLogin(values, messages)
    setErrors(found)
    if (Object.keys(found).length) return
    setSubmitting(true)
    try {
      const fromApi = await onValid(values)
      if (fromApi) setErrors(fromApi)
    } finally {
      setSubmitting(false)
    }
  }

  return { errors, submitting, clearError, onSubmit }
}
