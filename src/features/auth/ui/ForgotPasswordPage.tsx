import { useAuthEnv } from './auth-env'
import { AuthCard } from './AuthCard'
import { ForgotPasswordForm } from './ForgotPasswordForm'

/** `/forgot-password`: the request form in the plain card (its demo frames are under /pages). */
export function ForgotPasswordPage() {
  const { t } = useAuthEnv()
  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotPrompt')}>
      <ForgotPasswordForm />
    </AuthCard>
  )
}
