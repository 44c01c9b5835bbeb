import type { AnyRouter } from '@tanstack/react-router'
import { importWithRetry } from '@/shared/import-with-retry'
import { loadRouteStrings } from './route-strings'

/** The signed-in shell, and the two screens a sign-in lands on (`homePath`). */
const LANDING_ROUTES = ['/_app', '/_app/', '/_app/access-control']

/**
 * What signing in needs next, loaded while the user fills the form: the ability checks that pick
 * the landing page, and the code and strings of the shell and of either landing page.
 */
export function prepareSignedIn(router: AnyRouter): Promise<void> {
  return Promise.all([
    importWithRetry(() => import('@/shared/contract/ability')),
    loadRouteStrings(LANDING_ROUTES),
    ...LANDING_ROUTES.map((id) => {
      const route = router.routesById[id]
      return route ? router.loadRouteChunk(route) : undefined
    }),
  ]).then(() => undefined)
}
