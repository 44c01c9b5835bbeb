/**
 * Waits on the service worker instead of sleeping: first for it to control the page, then for
 * the background warm-up to have cached every chunk of the build, so an offline reload works.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { ON_DEMAND_CHUNK_PREFIX } from '../../src/shared/contract/worker-messages'
import { distDir } from './env'

export const ASSET_CACHE = 'corredor-assets'

export async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null)
}

/**
 * Every JS chunk of the build but the entry, which the worker precaches with the shell, and the
 * on-demand ones (the icon browser's), which it caches when first used.
 */
export function buildChunks(): string[] {
  return readdirSync(join(distDir, 'assets'))
    .filter(
      (name) =>
        name.endsWith('.js') &&
        !name.startsWith('index-') &&
        !name.startsWith(ON_DEMAND_CHUNK_PREFIX),
    )
    .map((name) => `/assets/${name}`)
}

/** Chunks of the build not yet in the worker's asset cache. */
function missingChunks(page: Page, urls: string[]): Promise<string[]> {
  return page.evaluate(
    async ({ cacheName, urls }) => {
      if (!(await caches.has(cacheName))) return urls
      const cache = await caches.open(cacheName)
      const missing: string[] = []
      // vite preview answers `Vary: Origin`, and module scripts are requested with an Origin.
      for (const url of urls) if (!(await cache.match(url, { ignoreVary: true }))) missing.push(url)
      return missing
    },
    { cacheName: ASSET_CACHE, urls },
  )
}

export async function waitForWarmCache(page: Page, timeout = 30_000): Promise<void> {
  await waitForController(page)
  const chunks = buildChunks()
  await expect
    .poll(() => missingChunks(page, chunks), {
      message: `the worker should cache every chunk in ${ASSET_CACHE}`,
      timeout,
      intervals: [100, 250, 500, 1000],
    })
    .toEqual([])
}
