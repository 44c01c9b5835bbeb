import { createRouter } from '@tanstack/react-router'
import type { routeTree as AppRouteTree } from '@/routeTree.gen'
import { importWithRetry } from '@/shared/import-with-retry'
import { RouteError } from './RouteError'
import { signInRouteTree } from './sign-in-routes'

export const router = createRouter({
  // It starts with the sign-in screens only, and is typed with the app's full tree, which
  // `loadAppRoutes` gives it before any other screen renders (see ./app-routes.ts).
  routeTree: signInRouteTree as unknown as typeof AppRouteTree,
  context: {
    loadQueryClient: () =>
      importWithRetry(() => import('./query-client')).then((module) => module.queryClient),
  },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultErrorComponent: RouteError,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
