import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { isApiError } from '@/shared/api/api-error'
import { saveSession, useSession } from '@/shared/auth/session'
import { homePath } from '@/shared/auth/home'
import { markSession, rememberedEmail } from '@/shared/auth/remember'
import { login, preloadAuthApi } from '../api/auth.lazy'
import { useAuthEnv } from './auth-env'
import type { AuthFrame } from './auth-frame'
import { DemoAccounts } from './DemoAccounts'
import { readEarlyInput, restoreEarlyInput } from './early-input'
import { useLoginForm } from './login-form'

/** Only same-origin paths are followed after sign-in. */
const safeRedirect = (target: string | undefined) =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login')
    ? target
    : undefined

interface LoginFormProps {
  /** The demo frame it sits in: its links then open the sibling screens in that frame. */
  frame?: AuthFrame
}

/** The sign-in form of `/login` and of its demo frames: demo accounts, fields, submit. */
export function LoginForm({ frame }: LoginFormProps) {
  const { t, Link, navigate, redirect, prepareSignIn } = useAuthEnv()
  const [formError, setFormError] = useState<string | null>(null)
  // Set when a session lapsed (idle too long); cleared by the next sign-in.
  const sessionEnded = useSession((state) => state.ended)
  const messages = {
    emailRequired: t('auth.emailRequired'),
    emailInvalid: t('auth.emailInvalid'),
    passwordRequired: t('auth.passwordRequired'),
  }
  // Typed into the prerendered /login before the scripts ran, or else the remembered address.
  const [early] = useState(readEarlyInput)
  const remembered = rememberedEmail()
  const initial = early
    ? { email: early.email, password: early.password, remember: early.remember }
    : { email: remembered, password: '', remember: remembered !== '' }
  const formRef = useRef<HTMLFormElement>(null)
  const form = useLoginForm(initial, messages, async (values) => {
    setFormError(null)
    // The app's code loads while the worker checks the password (if typing has not loaded it);
    // a failure here is retried by the not-found fallback after navigating.
    const appRoutes = prepareSignIn().catch(() => undefined)
    try {
      const session = await login({ email: values.email.trim(), password: values.password })
      saveSession(session)
      markSession(values.remember, values.email.trim())
      await appRoutes
      await navigate(safeRedirect(redirect()) ?? (await homePath()))
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) return error.fields
      setFormError(t('auth.somethingWrong'))
      return undefined
    }
  })

  // Someone about to sign in (typing, or pointing at the form; not the field's autofocus):
  // what comes next loads meanwhile.
  const prepare = () => {
    preloadAuthApi()
    prepareSignIn().catch(() => undefined)
  }

  useEffect(() => restoreEarlyInput(formRef.current, early), [early])

  return (
    <>
      <DemoAccounts
        onPick={(email, password) => {
          prepare()
          // Through setField, so that "required" messages from an earlier try go too.
          form.setField('email', email)
          form.setField('password', password)
        }}
      />
      <form
        ref={formRef}
        onSubmit={(event) => void form.onSubmit(event)}
        onInput={prepare}
        onPointerDown={prepare}
        noValidate
      >
        <Stack gap="md">
          {sessionEnded && !formError && (
            <Alert color="blue" role="status">
              {t('auth.sessionEnded')}
            </Alert>
          )}
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
            value={form.values.email}
            error={form.errors.email}
            onChange={(event) => form.setField('email', event.currentTarget.value)}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
            value={form.values.password}
            error={form.errors.password}
            onChange={(event) => form.setField('password', event.currentTarget.value)}
          />
          <Group justify="space-between">
            <Checkbox
              label={t('auth.rememberMe')}
              checked={form.values.remember}
              onChange={(event) => form.setField('remember', event.currentTarget.checked)}
            />
            <Anchor
              component={Link}
              to={frame ? `/pages/forgot-password-${frame}` : '/forgot-password'}
              fz="sm"
            >
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={form.submitting}>
            {t('auth.signIn')}
          </Button>
          <Text ta="center" fz="sm">
            {t('auth.newHere')}{' '}
            <Anchor component={Link} to={frame ? `/pages/register-${frame}` : '/register'}>
              {t('auth.createAccount')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </>
  )
}
