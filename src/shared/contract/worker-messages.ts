/** Messages between the page and the service worker. */

/**
 * What the page posts to the worker. `WARM` asks it to cache every screen's code and data for
 * offline use (once per worker life; a later `WARM` only asks for the state): the worker answers
 * with a `WARM_PROGRESS` at once, then as its caches fill.
 */
export type WorkerMessage = { type: 'CLAIM' } | { type: 'SKIP_WAITING' } | { type: 'WARM' }

/** How far the worker is in caching every screen for offline use. */
export interface WarmProgress {
  /** Files cached (or found cached) so far, of `total`. */
  done: number
  total: number
  /** Files that could not be fetched after the retries of this round. */
  failed: number
  /** Every file of `total` is cached and the database holds its data: offline works everywhere. */
  ready: boolean
}

/**
 * What the worker posts to the pages it controls. `UPDATE_HELD`: a new version asked to take over
 * and waits, because `held` queued writes are ones only the running worker can push.
 */
export type WorkerReport =
  ({ type: 'WARM_PROGRESS' } & WarmProgress) | { type: 'UPDATE_HELD'; held: number }

/**
 * Build files no first download needs: chunks whose name starts with this (a `codeSplitting`
 * group in vite.config.ts, such as the icon browser's 2.6 MB of icons) stay out of the warm-up
 * and are cached the first time a screen loads them.
 */
export const ON_DEMAND_CHUNK_PREFIX = 'on-demand-'
