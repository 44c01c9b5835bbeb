import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router-context'
import { ErrorPage } from '@/features/misc'
import { LogoSpinner } from '@/shared/ui/LogoSpinner'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: ErrorPage,
  pendingComponent: LogoSpinner,
})
