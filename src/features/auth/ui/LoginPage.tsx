import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/shared/api/errors'
import { saveSession } from '@/shared/auth/session'
import { homePath } from '@/app/guards'
import { login } from '../api/auth.api'
import { AuthCard } from './AuthCard'
import { DemoAccounts } from './DemoAccounts'
import { markSession, rememberedEmail } from './remember'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Only same-origin paths are followed after sign-in. */
const safeRedirect = (target: string | undefined) =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login')
    ? target
    : undefined

export function LoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const search: { redirect?: string } = useSearch({ strict: false })
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: rememberedEmail(), password: '', remember: rememberedEmail() !== '' },
    validate: {
      email: (value) =>
        !value.trim() ? t('auth.emailRequired') : EMAIL_PATTERN.test(value.trim()) ? null : t('auth.emailInvalid'),
      password: (value) => (value ? null : t('auth.passwordRequired')),
    },
  })

  const submit = form.onSubmit(async ({ email, password, remember }) => {
    setFormError(null)
    try {
      const session = await login({ email: email.trim(), password })
      saveSession(session)
      markSession(remember, email.trim())
      await navigate({ to: safeRedirect(search.redirect) ?? homePath() })
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) form.setErrors(error.fields)
      else setFormError(t('auth.somethingWrong'))
    }
  })

  return (
    <AuthCard title={t('auth.welcome')} subtitle={t('auth.signInPrompt')}>
      <DemoAccounts onPick={(email, password) => form.setValues({ email, password })} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput
            label={t('auth.email')}
            placeholder={t('auth.emailPlaceholder')}
            type="email"
            autoComplete="username"
            autoFocus
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Checkbox
              label={t('auth.rememberMe')}
              key={form.key('remember')}
              {...form.getInputProps('remember', { type: 'checkbox' })}
            />
            <Anchor component={Link} to="/forgot-password" fz="sm">
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={form.submitting}>
            {t('auth.signIn')}
          </Button>
          <Text ta="center" fz="sm">
            {t('auth.newHere')}{' '}
            <Anchor component={Link} to="/register">
              {t('auth.createAccount')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  )
}
