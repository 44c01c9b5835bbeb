/**
 * The demo variants of the auth screens, `/pages/<screen>-basic` and `-cover`: each screen's
 * form once, in either frame. Login and register are the real forms of `/login` and
 * `/register` and really sign in. One chunk, loaded when a variant opens (see ../../index.ts).
 */
import {
  IconDeviceMobileMessage,
  IconKey,
  IconLockOpen,
  IconMailCheck,
  IconShieldCheck,
  IconUserPlus,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { AuthFrame } from '../auth-frame'
import { ForgotPasswordForm } from '../ForgotPasswordForm'
import { LoginForm } from '../LoginForm'
import { RegisterForm } from '../RegisterForm'
import { VariantFrame } from './AuthFrames'
import { ResetPasswordForm } from './ResetPasswordForm'
import { TwoStepsForm } from './TwoStepsForm'
import { VerifyEmailPanel } from './VerifyEmailPanel'

interface ScreenProps {
  frame: AuthFrame
}

function Login({ frame }: ScreenProps) {
  const { t } = useTranslation('auth-variants')
  return (
    <VariantFrame
      frame={frame}
      motif={IconShieldCheck}
      title={t('auth.welcome')}
      subtitle={t('auth.signInPrompt')}
    >
      <LoginForm frame={frame} />
    </VariantFrame>
  )
}

function Register({ frame }: ScreenProps) {
  const { t } = useTranslation('auth-variants')
  return (
    <VariantFrame
      frame={frame}
      motif={IconUserPlus}
      title={t('auth.registerTitle')}
      subtitle={t('auth.registerPrompt')}
    >
      <RegisterForm frame={frame} />
    </VariantFrame>
  )
}

function ForgotPassword({ frame }: ScreenProps) {
  const { t } = useTranslation('auth-variants')
  return (
    <VariantFrame
      frame={frame}
      motif={IconKey}
      title={t('auth.forgotTitle')}
      subtitle={t('auth.forgotPrompt')}
    >
      <ForgotPasswordForm frame={frame} />
    </VariantFrame>
  )
}

function ResetPassword({ frame }: ScreenProps) {
  const { t } = useTranslation('auth-variants')
  return (
    <VariantFrame
      frame={frame}
      motif={IconLockOpen}
      title={t('resetPassword.title')}
      subtitle={t('resetPassword.prompt')}
    >
      <ResetPasswordForm frame={frame} />
    </VariantFrame>
  )
}

function VerifyEmail({ frame }: ScreenProps) {
  const { t } = useTranslation('auth-variants')
  return (
    <VariantFrame
      frame={frame}
      motif={IconMailCheck}
      title={t('verifyEmail.title')}
      subtitle={t('verifyEmail.prompt')}
    >
      <VerifyEmailPanel frame={frame} />
    </VariantFrame>
  )
}

function TwoSteps({ frame }: ScreenProps) {
  const { t } = useTranslation('auth-variants')
  return (
    <VariantFrame
      frame={frame}
      motif={IconDeviceMobileMessage}
      title={t('twoSteps.title')}
      subtitle={t('twoSteps.prompt')}
    >
      <TwoStepsForm frame={frame} />
    </VariantFrame>
  )
}

export const LoginBasicPage = () => <Login frame="basic" />
export const LoginCoverPage = () => <Login frame="cover" />
export const RegisterBasicPage = () => <Register frame="basic" />
export const RegisterCoverPage = () => <Register frame="cover" />
export const ForgotPasswordBasicPage = () => <ForgotPassword frame="basic" />
export const ForgotPasswordCoverPage = () => <ForgotPassword frame="cover" />
export const ResetPasswordBasicPage = () => <ResetPassword frame="basic" />
export const ResetPasswordCoverPage = () => <ResetPassword frame="cover" />
export const VerifyEmailBasicPage = () => <VerifyEmail frame="basic" />
export const VerifyEmailCoverPage = () => <VerifyEmail frame="cover" />
export const TwoStepsBasicPage = () => <TwoSteps frame="basic" />
export const TwoStepsCoverPage = () => <TwoSteps frame="cover" />
