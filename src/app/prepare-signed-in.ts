import type { AnyRouter } from '@tanstack/react-router'
import { importWithRetry } from '@/shared/import-with-retry'
import { i18n } from '@/shared/i18n/i18n'

/** The signed-in shell, and the two screens a sign-in lands on (`homePath`). */
const LANDING_ROUTES = ['/_app', '/_app/', '/_app/access-control']
/**
 * The namespaces those screens read (the shell's cart menu, the dashboard and its invoice cards,
 * access control): fetched ahead so the first screen renders without waiting on them. A hint
 * only: a namespace missing here is fetched when the screen first reads it.
 */
const LANDING_NAMESPACES = ['ecommerce', 'dashboards', 'invoice', 'access-control']

/**
 * What signing in needs next, loaded while the user fills the form: the ability checks that pick
 * the landing page, and the code and strings of the shell and of either landing page.
 */
export function prepareSignedIn(router: AnyRouter): Promise<void> {
  return Promise.all([
    importWithRetry(() => import('@/shared/contract/ability')),
    i18n.loadNamespaces(LANDING_NAMESPACES),
    ...LANDING_ROUTES.map((id) => {
      const route = router.routesById[id]
      return route ? router.loadRouteChunk(route) : undefined
    }),
  ]).then(() => undefined)
}
