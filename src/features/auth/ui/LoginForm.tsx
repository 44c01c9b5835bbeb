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
import { useRef, useState } from 'react'
import { isApiError } from '@/shared/api/api-error'
import { saveSession, useSession } from '@/shared/auth/session'
import { homePath } from '@/shared/auth/home'
import { markSession, rememberedEmail } from '@/shared/auth/remember'
import { login, preloadAuthApi } from '../api/auth.lazy'
import { useAuthEnv } from './auth-env'
import type { AuthFrame } from './auth-frame'
import { DemoAccounts } from './DemoAccounts'
import { useLoginForm } from './login-form'

/** Only same-origin paths are followed after sign-in. */
const safeRedirect = (target: string | undefined) =>
  target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login')
    ? target
    : undefined

const fill = (input: HTMLInputElement | null, value: string) => {
  if (input) input.value = value
}

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
  // Uncontrolled fields: hydrating the prerendered /login keeps what was typed before the
  // scripts ran (its inline script fills in the remembered address there), and a submit reads
  // the fields.
  const remembered = rememberedEmail()
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const rememberRef = useRef<HTMLInputElement>(null)
  const read = () => ({
    email: emailRef.current?.value ?? '',
    password: passwordRef.current?.value ?? '',
    remember: rememberRef.current?.checked ?? false,
  })
  const form = useLoginForm(read, messages, async (values) => {
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

  return (
    <>
      <DemoAccounts
        onPick={(email, password) => {
          prepare()
          fill(emailRef.current, email)
          fill(passwordRef.current, password)
          // As typing does, messages from an earlier try go.
          form.clearError('email')
          form.clearError('password')
        }}
      />
      <form
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
            ref={emailRef}
            defaultValue={remembered}
            error={form.errors.email}
            onChange={() => form.clearError('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
            ref={passwordRef}
            error={form.errors.password}
            onChange={() => form.clearError('password')}
          />
          <Group justify="space-between">
            <Checkbox
              label={t('auth.rememberMe')}
              ref={rememberRef}
              defaultChecked={remembered !== ''}
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
