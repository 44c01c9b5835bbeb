import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router-context'
import { RootLayout } from '@/app/RootLayout'
import { LogoSpinner } from '@/shared/ui/LogoSpinner'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // The root route is not code-split: load the not-found page only when a path is unknown.
  notFoundComponent: lazyRouteComponent(() => import('@/features/misc'), 'ErrorPage'),
  pendingComponent: LogoSpinner,
})
