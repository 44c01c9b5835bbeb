import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router-context'
import { UpdatePrompt } from '@/shared/pwa/ui/UpdatePrompt'
import { LogoSpinner } from '@/shared/ui/LogoSpinner'

function Root() {
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // The root route is not code-split: load the not-found page only when a path is unknown.
  notFoundComponent: lazyRouteComponent(() => import('@/features/misc'), 'ErrorPage'),
  pendingComponent: LogoSpinner,
})
