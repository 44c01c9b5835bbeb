/// <reference lib="webworker" />
import './local-storage-shim'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { cacheShellDependencies, isShellEntry, routeAssets, warmAssets } from './assets'
import { dispatch, isApiRequest } from './dispatch'
import type { WorkerMessage } from '@/shared/contract/worker-messages'

declare const self: ServiceWorkerGlobalScope

// The API listener comes first so that Workbox's routes never see an API request.
self.addEventListener('fetch', (event) => {
  if (!isApiRequest(event.request, self.location.origin)) return
  event.respondWith(dispatch(event.request.clone(), self.location.origin))
})

const manifest = self.__WB_MANIFEST
precacheAndRoute(manifest.filter(isShellEntry))
cleanupOutdatedCaches()
// The sign-in screen comes prerendered (scripts/prerender-sign-in.ts), so it paints before any
// script runs; every other navigation gets the shell: some paths are both a screen and an endpoint.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('login.html'), { allowlist: [/^\/login\/?(\?|$)/] }),
)
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')))
routeAssets(self)

const rest = manifest.filter((entry) => !isShellEntry(entry))

// Every page load asks for a warm-up; one at a time is enough, and once done it holds for this
// worker's life (a restarted worker checks the cache again, which is cheap when all is there).
let warming: Promise<void> | null = null
const warmOnce = (): Promise<void> =>
  (warming ??= warmAssets(rest).catch((error: unknown) => {
    warming = null
    throw error
  }))

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShellDependencies())
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | undefined
  if (message?.type === 'CLAIM') event.waitUntil(self.clients.claim())
  if (message?.type === 'SKIP_WAITING') event.waitUntil(self.skipWaiting())
  if (message?.type === 'WARM') event.waitUntil(warmOnce())
})
