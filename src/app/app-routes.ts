/**
 * The app's routes and strings, loaded after the sign-in screens: a first visit to `/login`
 * downloads neither, so adding an app adds nothing to the sign-in path. Loaded before the first
 * render on any other path, while signing in (in parallel with the password check), or when a
 * sign-in screen links elsewhere (the sign-in tree's not-found fallback).
 */
import type { AnyRouter } from '@tanstack/react-router'
import { importWithRetry } from '@/shared/import-with-retry'

let loading: Promise<void> | undefined

export function loadAppRoutes(router: AnyRouter): Promise<void> {
  loading ??= Promise.all([
    importWithRetry(() => import('@/routeTree.gen')),
    importWithRetry(() => import('./app-locales')).then((module) => module.appLocalesLoaded),
  ]).then(
    ([{ routeTree }]) => router.update({ ...router.options, routeTree }),
    (error: unknown) => {
      // Try again next time (a chunk that failed to load, offline before the worker).
      loading = undefined
      throw error
    },
  )
  return loading
}

/** A lazy route component (TanStack's `lazyRouteComponent`) can load ahead of rendering. */
const preloadComponent = (component: unknown): Promise<void> | undefined =>
  typeof component === 'function' &&
  'preload' in component &&
  typeof component.preload === 'function'
    ? (component.preload as () => Promise<void>)()
    : undefined

/**
 * What signing in will need next, loaded while the user fills the form: the app's routes, the
 * signed-in shell's code and the ability checks that pick the landing page.
 */
export function prepareSignIn(router: AnyRouter): Promise<void> {
  return Promise.all([
    importWithRetry(() => import('@/shared/contract/ability')),
    loadAppRoutes(router).then(() =>
      preloadComponent(router.routesById['/_app']?.options.component),
    ),
  ]).then(() => undefined)
}
