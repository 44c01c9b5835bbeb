/** The sign-in form's state and validation, kept tiny: this screen's bundle has a budget. */
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

/** `onValid` may answer with field errors from the API; they are shown on their fields. */
export function useLoginForm(
  initial: LoginValues,
  messages: Messages,
  onValid: (values: LoginValues) => Promise<LoginErrors | undefined>,
) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<LoginErrors>({})
  const [submitting, setSubmitting] = useState(false)

  const setField = <K extends keyof LoginValues>(key: K, value: LoginValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
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

  return { values, errors, submitting, setField, setValues, onSubmit }
}
