/**
 * Routes the browser follows without running the worker (the Service Worker Static Routing API,
 * Chromium 123 and later): every hashed build file and picture comes straight from the asset
 * cache, and a plain visit to /login from this build's copy of the prerendered page. A return
 * visit to the sign-in screen then needs no worker at all, started or running, and no page load
 * waits on the worker's script for its files; the worker's fetch handler is left with the API,
 * the app's navigations and the files cached on first use. A file the cache does not hold (a
 * first visit, a chunk not warmed yet) is fetched from the network by the browser, as the
 * handler would have done. Browsers without the API keep the handler for everything.
 */
import { ON_DEMAND_CHUNK_PREFIX } from '@/shared/contract/worker-messages'
import { ASSET_CACHE, withoutVary } from './offline-ready'

/** What `InstallEvent.addRoutes` takes (not in TypeScript's WebWorker library yet). */
export interface RouterRule {
  condition: {
    urlPattern?: { pathname: string; search?: string }
    requestMethod?: string
    requestMode?: RequestMode
  }
  source: 'fetch-event' | 'network' | 'cache' | { cacheName: string }
}

interface RoutableInstallEvent extends ExtendableEvent {
  addRoutes: (rules: RouterRule[]) => Promise<void>
}

const canRoute = (event: ExtendableEvent): event is RoutableInstallEvent =>
  'addRoutes' in event && typeof event.addRoutes === 'function'

/** This build's pages served by a static route: its own cache, so an older worker keeps its own. */
export const pagesCache = (buildId: string) => `corredor-pages-${buildId}`

/** The prerendered sign-in screen, as the static route finds it: by the address visited. */
export const SIGN_IN_PATH = '/login'

export function staticRoutes(buildId: string): RouterRule[] {
  return [
    // Only a plain /login: one with a query (a redirect back) is not the cached address, and a
    // miss would go to the network, which fails offline; the handler serves those.
    {
      condition: {
        urlPattern: { pathname: SIGN_IN_PATH, search: '' },
        requestMode: 'navigate',
        requestMethod: 'GET',
      },
      source: { cacheName: pagesCache(buildId) },
    },
    // The icon browser's chunks are cached on first use, by the handler (mocks/assets.ts).
    {
      condition: { urlPattern: { pathname: `/assets/${ON_DEMAND_CHUNK_PREFIX}*` } },
      source: 'fetch-event',
    },
    {
      condition: { urlPattern: { pathname: '/assets/*' }, requestMethod: 'GET' },
      source: { cacheName: ASSET_CACHE },
    },
    {
      condition: { urlPattern: { pathname: '/images/*' }, requestMethod: 'GET' },
      source: { cacheName: ASSET_CACHE },
    },
  ]
}

/** Declares the routes where the browser can follow them; a refusal leaves the handler in charge. */
export async function addStaticRoutes(event: ExtendableEvent, buildId: string): Promise<void> {
  if (!canRoute(event)) return
  await event.addRoutes(staticRoutes(buildId)).catch((error: unknown) => {
    console.warn('[corredor] static routes refused', error)
  })
}

/** Keeps this build's prerendered sign-in screen under the address the static route looks up. */
export async function cacheSignInPage(buildId: string): Promise<void> {
  const response = await fetch('/login.html', { cache: 'no-store' })
  // As the precache does: an install without it would leave the route to a missing copy.
  if (!response.ok) throw new Error(`/login.html answered ${response.status}`)
  const cache = await caches.open(pagesCache(buildId))
  await cache.put(SIGN_IN_PATH, withoutVary(response))
}

/** Drops the sign-in copies of other builds (their workers are gone once this one is active). */
export async function dropOtherPages(buildId: string): Promise<void> {
  const own = pagesCache(buildId)
  for (const name of await caches.keys()) {
    if (name.startsWith('corredor-pages-') && name !== own) await caches.delete(name)
  }
}
