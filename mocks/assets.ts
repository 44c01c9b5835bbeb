/**
 * Precache only the shell (index.html, the entry chunks, icons) so the first visit is
 * controlled quickly; every other build asset goes to a runtime cache, on first use or when
 * the page asks the worker to warm it, so every screen still opens offline.
 */
import { CacheFirst } from 'workbox-strategies'
import { registerRoute } from 'workbox-routing'
import type { PrecacheEntry } from 'workbox-precaching'

export const ASSET_CACHE = 'corredor-assets'

const entryUrl = (entry: string | PrecacheEntry) => (typeof entry === 'string' ? entry : entry.url)

export function isShellEntry(entry: string | PrecacheEntry): boolean {
  const url = entryUrl(entry)
  return (
    url === 'index.html' ||
    url === 'login.html' ||
    url === 'manifest.webmanifest' ||
    /^assets\/index-[^/]+\.(js|css)$/.test(url) ||
    url.startsWith('icons/')
  )
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function routeAssets(scope: ServiceWorkerGlobalScope): void {
  // Servers may answer assets with `Vary: Origin` while module scripts are fetched with an
  // Origin header and warmed copies without: the URL alone identifies a hashed asset.
  const cacheFirst = new CacheFirst({ cacheName: ASSET_CACHE, matchOptions: { ignoreVary: true } })
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
 * The entry chunk's static imports and styles are part of the shell too: read them off the
 * built index.html at install, so that an offline reload right after the first visit works.
 */
export async function cacheShellDependencies(): Promise<void> {
  const html = await fetch('/index.html', { cache: 'no-store' }).then((response) => response.text())
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!)
  const cache = await caches.open(ASSET_CACHE)
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url, { ignoreVary: true })) return
      const response = await fetch(url)
      if (response.ok) await cache.put(url, response)
    }),
  )
}

/** Fetches every non-shell asset not yet cached, and drops cached files of older builds. */
export async function warmAssets(entries: ReadonlyArray<string | PrecacheEntry>): Promise<void> {
  const cache = await caches.open(ASSET_CACHE)
  const wanted = new Set(entries.map((entry) => new URL(entryUrl(entry), location.origin).href))
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) await cache.delete(request)
  }
  for (const url of wanted) {
    if (await cache.match(url, { ignoreVary: true })) continue
    const response = await fetch(url).catch(() => null)
    if (response?.ok) await cache.put(url, response)
  }
}
