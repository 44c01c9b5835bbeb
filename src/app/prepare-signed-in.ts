import type { AnyRouter } from '@tanstack/react-router'
import { importWithRetry } from '@/shared/import-with-retry'
import { loadRouteStrings } from './route-strings'

/** A lazy route component (TanStack's `lazyRouteComponent`) can load ahead of rendering. */
const preloadComponent = (component: unknown): Promise<void> | undefined =>
  typeof component === 'function' &&
  'preload' in component &&
  typeof component.preload === 'function'
    ? (component.preload as () => Promise<void>)()
    : undefined

/**
 * What signing in needs next, loaded while the user fills the form: the signed-in shell's code
 * and strings, and the ability checks that pick the landing page.
 */
export function prepareSignedIn(router: AnyRouter): Promise<void> {
  return Promise.all([
    importWithRetry(() => import('@/shared/contract/ability')),
    preloadComponent(router.routesById['/_app']?.options.component),
    loadRouteStrings(['/_app']),
  ]).then(() => undefined)
}
