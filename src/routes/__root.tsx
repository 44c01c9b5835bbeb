import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router-context'
import { ErrorPage } from '@/features/misc'
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
  notFoundComponent: ErrorPage,
  pendingComponent: LogoSpinner,
})
