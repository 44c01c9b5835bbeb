/**
 * Precache only the shell's pages, manifest and icons so the first visit is controlled quickly;
 * every hashed build file goes to the asset cache, the entry's at install and the rest on first
 * use or when the page asks the worker to warm it, so every screen still opens offline. The
 * browser's static routes (mocks/static-routes.ts) read that one cache. Chunks named as
 * on-demand (`ON_DEMAND_CHUNK_PREFIX`) are left to their first use.
 */
import { CacheFirst } from 'workbox-strategies'
import { registerRoute } from 'workbox-routing'
import type { PrecacheEntry } from 'workbox-precaching'
import { ON_DEMAND_CHUNK_PREFIX } from '@/shared/contract/worker-messages'
import { ASSET_CACHE, cacheFile, withoutVary } from './offline-ready'

export { ASSET_CACHE } from './offline-ready'

export const entryUrl = (entry: string | PrecacheEntry) =>
  typeof entry === 'string' ? entry : entry.url

export function isShellEntry(entry: string | PrecacheEntry): boolean {
  const url = entryUrl(entry)
  return (
    url === 'index.html' ||
    url === 'login.html' ||
    url === 'manifest.webmanifest' ||
    url.startsWith('icons/')
  )
}

/** A file most agents never need (the icon browser's icons): cached when first used. */
export const isOnDemandEntry = (entry: string | PrecacheEntry): boolean =>
  entryUrl(entry).startsWith(`assets/${ON_DEMAND_CHUNK_PREFIX}`)

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function routeAssets(scope: ServiceWorkerGlobalScope): void {
  // Servers may answer assets with `Vary: Origin` while module scripts are fetched with an
  // Origin header and warmed copies without: the URL alone identifies a hashed asset.
  const cacheFirst = new CacheFirst({
    cacheName: ASSET_CACHE,
    matchOptions: { ignoreVary: true },
    // Stored without Vary, as the warm-up stores them, for the browser's static route.
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 ? withoutVary(response) : null,
      },
    ],
  })
  registerRoute(
    ({ url, request }) =>
      url.origin === scope.location.origin &&
      request.method === 'GET' &&
      (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/images/')),
    // A chunk not cached yet whose fetch fails once (a busy server, a network blip) is asked for
    // again before the page's import fails: a failed module import is not retried by the page.
    async (options) => {
      try {
        return await cacheFirst.handle(options)
      } catch {
        await pause(300)
        return cacheFirst.handle(options)
      }
    },
  )
}

/**
 * The entry chunk, its static imports and styles are part of the shell too: read them off the
 * built index.html at install and stored as the warm-up stores a file, so that an offline
 * reload right after the first visit works.
 */
export async function cacheShellDependencies(): Promise<void> {
  const html = await fetch('/index.html', { cache: 'no-store' }).then((response) => response.text())
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!)
  const cache = await caches.open(ASSET_CACHE)
  await Promise.all(urls.map((url) => cacheFile(cache, url)))
}
