import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { homePath } from '@/shared/auth/home'
import { isApiError } from '@/shared/api/errors'
import { saveSession } from '@/shared/auth/session'
import { markSession } from '@/shared/auth/remember'
import { register } from '../api/auth.lazy'
import { useAuthEnv } from './auth-env'
import type { AuthFrame } from './auth-frame'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const USERNAME_PATTERN = /^[a-zA-Z0-9._-]+$/

interface RegisterFormProps {
  /** The demo frame it sits in: its link then opens the sign-in screen in that frame. */
  frame?: AuthFrame
}

/** The sign-up form of `/register` and of its demo frames; a new account lands signed in. */
export function RegisterForm({ frame }: RegisterFormProps) {
  const { t, Link, navigate } = useAuthEnv()
  const [formError, setFormError] = useState<string | null>(null)
  // The same rules the API applies (auth.schema.ts), checked here first so the form speaks the user's language.
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', email: '', password: '', terms: false },
    validate: {
      username: (raw) => {
        const value = raw.trim()
        if (!value) return t('auth.usernameRequired')
        if (value.length < 3) return t('register.usernameMin')
        if (value.length > 30) return t('register.usernameMax')
        return USERNAME_PATTERN.test(value) ? null : t('register.usernamePattern')
      },
      email: (raw) =>
        !raw.trim()
          ? t('auth.emailRequired')
          : EMAIL_PATTERN.test(raw.trim())
            ? null
            : t('auth.emailInvalid'),
      password: (value) =>
        !value ? t('auth.passwordRequired') : value.length < 6 ? t('auth.passwordMin') : null,
      terms: (value) => (value ? null : t('auth.termsRequired')),
    },
  })

  const submit = form.onSubmit(async ({ username, email, password }) => {
    setFormError(null)
    try {
      const result = await register({ username: username.trim(), email: email.trim(), password })
      if ('error' in result) {
        form.setErrors({
          email: result.error.email ? t('register.emailTaken') : null,
          username: result.error.username ? t('register.usernameTaken') : null,
        })
        return
      }
      saveSession(result)
      markSession(true, result.userData.email)
      await navigate(await homePath())
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) form.setErrors(error.fields)
      else setFormError(t('auth.somethingWrong'))
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('auth.username')}
          placeholder={t('register.usernamePlaceholder')}
          autoComplete="username"
          autoFocus
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <TextInput
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Checkbox
          label={t('auth.acceptTerms')}
          key={form.key('terms')}
          {...form.getInputProps('terms', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('auth.signUp')}
        </Button>
        <Text ta="center" fz="sm">
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to={frame ? `/pages/login-${frame}` : '/login'}>
            {t('auth.signInInstead')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  )
}
