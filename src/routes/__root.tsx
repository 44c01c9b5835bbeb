import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router-context'
import { RootLayout } from '@/app/RootLayout'
import { loadNotFoundPage, loadRouteStrings } from '@/app/route-strings'
import { LogoSpinner } from '@/shared/ui/LogoSpinner'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every screen's strings before it renders (preloads fetch them too).
  beforeLoad: ({ matches }) => loadRouteStrings(matches.map((match) => String(match.routeId))),
  component: RootLayout,
  // The root route is not code-split: load the not-found page only when a path is unknown.
  notFoundComponent: lazyRouteComponent(loadNotFoundPage, 'ErrorPage'),
  pendingComponent: LogoSpinner,
})
