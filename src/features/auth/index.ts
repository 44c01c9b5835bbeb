import { lazyRouteComponent } from '@tanstack/react-router'

export { authManifest } from './auth.manifest'
export { LoginPage } from './ui/LoginPage'
export { validateLoginSearch } from './login-search'
export { logout } from './api/auth.lazy'
export type { UserData } from './auth.schema'

// The sign-in screen ships this index: the other auth screens load only when opened.
export const RegisterPage = lazyRouteComponent(() => import('./ui/RegisterPage'), 'RegisterPage')
export const ForgotPasswordPage = lazyRouteComponent(
  () => import('./ui/ForgotPasswordPage'),
  'ForgotPasswordPage',
)
