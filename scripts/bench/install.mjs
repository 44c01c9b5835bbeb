/**
 * Issue 26's first install: a fresh profile opens /login, and the clock runs until the worker has
 * cached every file of its warm-up (every build file but the shell it precaches and the on-demand
 * chunks, see mocks/assets.ts), read from the build's folder and polled in the page's Cache
 * Storage. Counts every file the page and the worker downloaded until then, with its size raw
 * and gzip (vite preview serves it uncompressed; a real server would gzip the text).
 */
import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { transferSize } from './visits.mjs'

/** @typedef {{ ms: number, files: number, rawBytes: number, wireBytes: number }} Install */

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })

/**
 * The files the worker warms: what its precache manifest lists (vite.config.ts `globPatterns`)
 * but the shell and the on-demand chunks.
 * @param {string} outDir
 */
export function warmList(outDir) {
  return walk(outDir)
    .map((path) => relative(outDir, path).split('\\').join('/'))
    .filter(
      (url) =>
        /^(assets\/.+\.(js|css|woff2)|images\/.+\.(svg|png|jpg)|favicon\.svg)$/.test(url) &&
        !/^assets\/index-[^/]+\.(js|css)$/.test(url) &&
        !url.startsWith('assets/on-demand-'),
    )
    .map((url) => `/${url}`)
}

/**
 * Resolves once every one of `urls` is in the worker's asset cache. (`waitForFunction` does not
 * wait for an async predicate's promise: any promise is truthy.)
 * @param {import('playwright-core').Page} page
 * @param {string[]} urls paths
 * @param {number} timeout
 */
export async function cachedAll(page, urls, timeout) {
  const deadline = Date.now() + timeout
  for (;;) {
    const missing = await page.evaluate(async (urls) => {
      if (!(await caches.has('corredor-assets'))) return urls.length
      const cache = await caches.open('corredor-assets')
      const keys = new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
      return urls.filter((url) => !keys.has(url)).length
    }, urls)
    if (missing === 0) return
    if (Date.now() > deadline) throw new Error(`${missing} files still not cached`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {string} outDir
 * @returns {Promise<Install>}
 */
export async function firstInstall(browser, baseURL, outDir) {
  const context = await browser.newContext()
  /** @type {Set<string>} */
  const downloaded = new Set()
  context.on('requestfinished', (request) => {
    const url = new URL(request.url())
    if (url.origin === baseURL) downloaded.add(url.pathname)
  })
  try {
    const page = await context.newPage()
    const start = Date.now()
    await page.goto(`${baseURL}/login`)
    await cachedAll(page, warmList(outDir), 300_000)
    const ms = Date.now() - start
    let rawBytes = 0
    let wireBytes = 0
    for (const path of downloaded) {
      const size = transferSize(outDir, path)
      if (!size) continue
      rawBytes += size.raw
      wireBytes += size.wire
    }
    return { ms, files: downloaded.size, rawBytes, wireBytes }
  } finally {
    await context.close()
  }
}
