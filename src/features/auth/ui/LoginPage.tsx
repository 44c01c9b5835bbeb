import { useAuthEnv } from './auth-env'
import { AuthCard } from './AuthCard'
import { LoginForm } from './LoginForm'

/** `/login`: the sign-in form in the plain card (its demo frames are under /pages). */
export function LoginPage() {
  const { t } = useAuthEnv()
  return (
    <AuthCard title={t('auth.welcome')} subtitle={t('auth.signInPrompt')}>
      <LoginForm />
    </AuthCard>
  )
}
