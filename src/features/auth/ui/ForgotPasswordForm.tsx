import { Button, Stack, Text, TextInput } from '@mantine/core'
import { IconMailOff } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { useAuthEnv } from './auth-env'
import type { AuthFrame } from './auth-frame'
import { BackToLogin, Outcome } from './AuthParts'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

interface ForgotPasswordFormProps {
  /** The demo frame it sits in: "back to login" then opens the sign-in screen in that frame. */
  frame?: AuthFrame
}

/**
 * The API has no mail endpoint (everything lives in this browser), so a valid request ends in
 * an honest note about what to do instead, and nothing is sent anywhere.
 */
export function ForgotPasswordForm({ frame }: ForgotPasswordFormProps) {
  const { t } = useAuthEnv()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [requested, setRequested] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    const problem = !value
      ? t('auth.emailRequired')
      : EMAIL_PATTERN.test(value)
        ? null
        : t('auth.emailInvalid')
    setError(problem)
    if (!problem) setRequested(value)
  }

  if (requested)
    return (
      <Outcome icon={IconMailOff} title={t('forgot.sentTitle')}>
        <Text fz="sm" c="dimmed">
          {t('forgot.sentBody', { email: requested })}
        </Text>
        <BackToLogin frame={frame} button />
      </Outcome>
    )

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.currentTarget.value)
            setError(null)
          }}
        />
        <Button type="submit" fullWidth>
          {t('auth.sendReset')}
        </Button>
        <BackToLogin frame={frame} />
      </Stack>
    </form>
  )
}
