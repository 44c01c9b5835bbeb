import { useAuthEnv } from './auth-env'
import { AuthCard } from './AuthCard'
import { RegisterForm } from './RegisterForm'

/** `/register`: the sign-up form in the plain card (its demo frames are under /pages). */
export function RegisterPage() {
  const { t } = useAuthEnv()
  return (
    <AuthCard title={t('auth.registerTitle')} subtitle={t('auth.registerPrompt')}>
      <RegisterForm />
    </AuthCard>
  )
}
