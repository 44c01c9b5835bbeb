/**
 * The auth feature's face for the sign-in shell (`src/app/sign-in/`), which runs without
 * TanStack Router: the same screens as `./index.ts`, the other two lazy through React.
 */
import { lazy } from 'react'

export { LoginPage } from './ui/LoginPage'
export { AuthEnvProvider, type AuthEnv, type AuthLinkProps, type Translate } from './ui/auth-env'

export const RegisterPage = lazy(() =>
  import('./ui/RegisterPage').then((module) => ({ default: module.RegisterPage })),
)
export const ForgotPasswordPage = lazy(() =>
  import('./ui/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
)
