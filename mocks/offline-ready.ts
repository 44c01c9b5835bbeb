/**
 * The worker's "ready to work offline" state: every warm-up file cached and the database
 * seeded. One round at a time; a round that ends short (a file failed after its retries, the
 * data could not be prepared) leaves the state not ready, and the next `start()` (the page asks
 * at every load, and again when it comes back online) runs another, which skips what is cached.
 * Once ready, a marker naming the build is kept in the asset cache, so a restarted worker knows
 * at once (the browser evicts an origin's caches and databases together).
 */
import type { WarmProgress } from '@/shared/contract/worker-messages'
import { ASSET_CACHE, warmAssets, type WarmCount } from './assets'

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
