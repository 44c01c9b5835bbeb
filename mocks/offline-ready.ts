/**
 * The worker's "ready to work offline" state: every warm-up file cached and the database
 * seeded. One round at a time; a round that ends short (a file failed after its retries, the
 * data could not be prepared) leaves the state not ready, and the next `start()` (the page asks
 * at every load, and again when it comes back online) runs another, which skips what is cached.
 * Once ready, a marker naming the build is kept in the asset cache, so a restarted worker knows
 * at once (the browser evicts an origin's caches and databases together).
 */
import type { WarmProgress } from '@/shared/contract/worker-messages'

/** The runtime cache of every build file but the shell (mocks/assets.ts routes it). */
export const ASSET_CACHE = 'corredor-assets'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Parallel fetches of the warm-up: enough to fill the pipe, few enough to leave the page room. */
export const WARM_CONCURRENCY = 6
/** Tries per file before the round counts it as failed (a later round tries again). */
export const WARM_ATTEMPTS = 3

export interface WarmCount {
  done: number
  failed: number
  total: number
}

/**
 * A copy without `Vary`: a hashed file is named by its address alone, and the browser's own
 * cache lookup (mocks/static-routes.ts) misses a copy stored with `Vary: Origin` when a module
 * script is asked for with an Origin header.
 */
export function withoutVary(response: Response): Response {
  if (!response.headers.has('vary')) return response
  const headers = new Headers(response.headers)
  headers.delete('vary')
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/**
 * Stores one build file unless it is there already, trying `WARM_ATTEMPTS` times; false when
 * every try failed. The warm-up's step, and the install's for the entry's files.
 */
export async function cacheFile(cache: Cache, url: string, retryPause = 500): Promise<boolean> {
  const cached = await cache.match(url, { ignoreVary: true })
  // A copy an earlier release stored with its Vary header is stored again without.
  if (cached?.headers.has('vary')) await cache.put(url, withoutVary(cached))
  if (cached) return true
  for (let attempt = 1; attempt <= WARM_ATTEMPTS; attempt += 1) {
    const response = await fetch(url).catch(() => null)
    if (response?.ok) {
      await cache.put(url, withoutVary(response))
      return true
    }
    if (attempt < WARM_ATTEMPTS) await pause(retryPause * attempt)
  }
  return false
}

/**
 * Caches every file of `warm` not cached yet, `WARM_CONCURRENCY` at a time, and drops cached
 * files that are not in `keep` (older builds'). Resumable: what is cached already counts as done
 * at once, so a round cut short (the worker stopped) picks up where it was. Reports every file.
 */
export async function warmAssets(
  warm: readonly string[],
  keep: readonly string[],
  onCount: (count: WarmCount) => void,
  retryPause = 500,
): Promise<WarmCount> {
  const cache = await caches.open(ASSET_CACHE)
  const absolute = (url: string) => new URL(url, location.origin).href
  const kept = new Set([...warm, ...keep].map(absolute))
  for (const request of await cache.keys()) {
    if (!kept.has(request.url)) await cache.delete(request)
  }
  const queue = [...new Set(warm.map(absolute))]
  const count: WarmCount = { done: 0, failed: 0, total: queue.length }
  onCount({ ...count })
  const next = async (): Promise<void> => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (await cacheFile(cache, url, retryPause)) count.done += 1
      else count.failed += 1
      onCount({ ...count })
    }
  }
  await Promise.all(Array.from({ length: WARM_CONCURRENCY }, next))
  return count
}

export interface WarmerOptions {
  warm: readonly string[]
  keep: readonly string[]
  /** Names the build: a marker of another build does not count. */
  buildId: string
  ensureData: () => Promise<void>
  /** Told of every change; the caller throttles what it posts. */
  report: (progress: WarmProgress) => void
  retryPause?: number
}

export interface Warmer {
  /** The state, once the marker of an earlier round has been looked for. */
  progress: () => Promise<WarmProgress>
  /** Starts a round unless one runs or all is ready; resolves when that round ends. */
  start: () => Promise<WarmProgress>
}

/** Not a build file: the worker alone reads it. */
export const READY_MARKER = '/__corredor/offline-ready'

export function createWarmer(options: WarmerOptions): Warmer {
  const total = options.warm.length
  let progress: WarmProgress = { done: 0, total, failed: 0, ready: false }
  let round: Promise<WarmProgress> | null = null
  const set = (next: WarmProgress) => {
    progress = next
    options.report(progress)
  }
  const restored = caches
    .open(ASSET_CACHE)
    .then((cache) => cache.match(READY_MARKER))
    .then((marker) => marker?.text())
    .then((id) => {
      if (id === options.buildId) progress = { done: total, total, failed: 0, ready: true }
    })
    .catch(() => undefined)
  const run = async (): Promise<WarmProgress> => {
    const onCount = (count: WarmCount) => set({ ...count, ready: false })
    const count = await warmAssets(
      options.warm,
      [...options.keep, READY_MARKER],
      onCount,
      options.retryPause,
    )
    const data = await options.ensureData().then(
      () => true,
      () => false,
    )
    const ready = data && count.failed === 0 && count.done === count.total
    if (ready) {
      const cache = await caches.open(ASSET_CACHE)
      await cache.put(READY_MARKER, new Response(options.buildId))
    }
    set({ ...count, ready })
    return progress
  }
  return {
    progress: () => restored.then(() => progress),
    async start() {
      await restored
      if (progress.ready) return progress
      round ??= run().finally(() => {
        round = null
      })
      return round
    },
  }
}
