import { createRouter } from '@tanstack/react-router'
import { routeTree } from '@/routeTree.gen'
import { importWithRetry } from '@/shared/import-with-retry'
import { RouteError } from './RouteError'

export const router = createRouter({
  routeTree,
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
