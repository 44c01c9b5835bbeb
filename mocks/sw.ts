/// <reference lib="webworker" />
import './local-storage-shim'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import type { WarmProgress, WorkerMessage, WorkerReport } from '@/shared/contract/worker-messages'
import { installApi, loadApi } from './api-loader'
import { mayBeApiRequest } from './api-script'
import {
  cacheShellDependencies,
  entryUrl,
  isOnDemandEntry,
  isShellEntry,
  routeAssets,
} from './assets'
import { createWarmer } from './offline-ready'
import { addStaticRoutes, cacheSignInPage, dropOtherPages } from './static-routes'

declare const self: ServiceWorkerGlobalScope

// The API listener comes first so that Workbox's routes never see an API request. Anything that
// is not under an API root (a navigation, an asset) passes without loading the API at all.
self.addEventListener('fetch', (event) => {
  const origin = self.location.origin
  if (!mayBeApiRequest(event.request, origin)) return
  const api = loadApi()
  if (!api.isApiRequest(event.request, origin)) return
  event.respondWith(api.dispatch(event.request.clone(), origin))
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

/** Every build file of the asset cache (mocks/assets.ts): all but the precached shell. */
const assetFiles = manifest.filter((entry) => !isShellEntry(entry)).map(entryUrl)

/** Tells every page how far the warm-up is: at most every `REPORT_MS`, and its end at once. */
const REPORT_MS = 250
let reported = 0
let pendingReport: ReturnType<typeof setTimeout> | null = null

async function post(progress: WarmProgress): Promise<void> {
  const report: WorkerReport = { type: 'WARM_PROGRESS', ...progress }
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(report)
}

function report(progress: WarmProgress): void {
  const now = Date.now()
  const final = progress.ready || progress.done + progress.failed === progress.total
  if (final || now - reported >= REPORT_MS) {
    if (pendingReport !== null) clearTimeout(pendingReport)
    pendingReport = null
    reported = now
    void post(progress)
    return
  }
  pendingReport ??= setTimeout(
    () => {
      pendingReport = null
      reported = Date.now()
      void warmer.progress().then(post)
    },
    REPORT_MS - (now - reported),
  )
}

/** Names this build's files: a ready marker left by another build does not count. */
const buildId = String(
  manifest.reduce((hash, entry) => {
    const text = typeof entry === 'string' ? entry : `${entry.url}@${entry.revision ?? ''}`
    let next = hash
    for (let i = 0; i < text.length; i += 1) next = Math.imul(next ^ text.charCodeAt(i), 16777619)
    return next >>> 0
  }, 2166136261),
)

const warmer = createWarmer({
  warm: assetFiles.filter((url) => !isOnDemandEntry(url)),
  keep: assetFiles,
  buildId,
  ensureData: () => loadApi().ensureData(),
  report,
})

self.addEventListener('install', (event) => {
  installApi()
  event.waitUntil(
    Promise.all([
      addStaticRoutes(event, buildId),
      cacheShellDependencies(),
      cacheSignInPage(buildId),
    ]),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), dropOtherPages(buildId)]))
})

/** What a page asks of the worker (`WorkerMessage`), or undefined for anything else. */
function messageType(data: unknown): WorkerMessage['type'] | undefined {
  if (typeof data !== 'object' || data === null || !('type' in data)) return undefined
  const { type } = data
  return type === 'CLAIM' || type === 'SKIP_WAITING' || type === 'WARM' ? type : undefined
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = messageType(event.data)
  if (type === 'CLAIM') event.waitUntil(self.clients.claim())
  // Not while the outbox holds writes this worker could not push: the old one pushes them first.
  if (type === 'SKIP_WAITING')
    event.waitUntil(
      loadApi()
        .updateHeldBy(self.location.origin)
        .then((held) =>
          held === 0
            ? self.skipWaiting()
            : event.source?.postMessage({ type: 'UPDATE_HELD', held } satisfies WorkerReport),
        ),
    )
  if (type === 'WARM') {
    // The asking page gets the state at once (it may have missed the reports of a round that
    // ran before it loaded), then the reports of the round this starts, if any.
    const answer = async () => {
      const state: WorkerReport = { type: 'WARM_PROGRESS', ...(await warmer.progress()) }
      event.source?.postMessage(state)
      await warmer.start()
    }
    event.waitUntil(answer())
  }
})
