/**
 * The routes a first visit to a sign-in screen needs, and nothing else: the router starts with
 * these and takes the app's full tree (`src/routeTree.gen.ts`) from `loadAppRoutes`. The same
 * screens are in the full tree (`src/routes/_blank/`), with the same components.
 */
import { createRootRouteWithContext, createRoute } from '@tanstack/react-router'
import { ForgotPasswordPage, LoginPage, RegisterPage, validateLoginSearch } from '@/features/auth'
import { BlankLayoutRoute } from '@/shared/layout/BlankLayout'
import { LogoSpinner } from '@/shared/ui/LogoSpinner'
import { LoadAppRoutes } from './LoadAppRoutes'
import { RootLayout } from './RootLayout'
import type { RouterContext } from './router-context'

const root = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: LoadAppRoutes,
  pendingComponent: LogoSpinner,
})
const blank = createRoute({ getParentRoute: () => root, id: '_blank', component: BlankLayoutRoute })

export const signInRouteTree = root.addChildren([
  blank.addChildren([
    createRoute({
      getParentRoute: () => blank,
      path: 'login',
      validateSearch: validateLoginSearch,
      component: LoginPage,
    }),
    createRoute({ getParentRoute: () => blank, path: 'register', component: RegisterPage }),
    createRoute({
      getParentRoute: () => blank,
      path: 'forgot-password',
      component: ForgotPasswordPage,
    }),
  ]),
])

/** Where the sign-in routes alone can render the first screen. */
export const isSignInPath = (pathname: string): boolean =>
  ['/login', '/register', '/forgot-password'].includes(pathname.replace(/\/$/, ''))
