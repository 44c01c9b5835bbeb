import { lazyRouteComponent } from '@tanstack/react-router'

// This index ships on the sign-in path. The manifest is read through `@/app/manifests`, not
// from here: re-exported, it would put every auth page entry on the sign-in path too.
export { LoginPage } from './ui/LoginPage'
export { validateLoginSearch } from './login-search'
export { logout } from './api/auth.lazy'
export { AuthEnvProvider, type AuthEnv, type AuthLinkProps } from './ui/auth-env'
export type { UserData } from './auth.schema'

// The sign-in screen ships this index: the other auth screens load only when opened.
export const RegisterPage = lazyRouteComponent(() => import('./ui/RegisterPage'), 'RegisterPage')
export const ForgotPasswordPage = lazyRouteComponent(
  () => import('./ui/ForgotPasswordPage'),
  'ForgotPasswordPage',
)

const loadVariants = () => import('./ui/variants/variant-pages')

/** A demo variant's page (`/pages/<screen>-basic|cover`): all twelve are one chunk, loaded on use. */
export const authVariant = (page: keyof Awaited<ReturnType<typeof loadVariants>>) =>
  lazyRouteComponent(loadVariants, page)
