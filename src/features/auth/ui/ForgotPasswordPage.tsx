import { Anchor, Button, Center, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core'
import { IconChevronLeft, IconMailOff } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthCard } from './AuthCard'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The API has no mail endpoint (everything lives in this browser), so a valid request ends in
 * an honest note about what to do instead, and nothing is sent anywhere.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation()
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

  const backToLogin = (
    <Anchor component={Link} to="/login" fz="sm">
      <Center inline>
        <IconChevronLeft size={16} aria-hidden="true" />
        <span>{t('auth.backToLogin')}</span>
      </Center>
    </Anchor>
  )

  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotPrompt')}>
      {requested ? (
        <Stack gap="md" align="center" ta="center" role="status">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
            <IconMailOff size={32} />
          </ThemeIcon>
          <Title order={2} fz={18}>
            {t('forgot.sentTitle')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('forgot.sentBody', { email: requested })}
          </Text>
          <Button component={Link} to="/login" fullWidth>
            {t('auth.backToLogin')}
          </Button>
        </Stack>
      ) : (
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
            <Center>{backToLogin}</Center>
          </Stack>
        </form>
      )}
    </AuthCard>
  )
}
