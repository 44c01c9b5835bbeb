/**
 * The browser figures of scripts/bench.mjs, measured with Playwright in Debian's Chromium: a
 * first visit in a fresh profile, then, in one profile whose worker is installed and whose cache
 * is warm, repeat visits, sign-ins and reloads of the landing page (the API's round trips are in
 * ./round-trips.mjs).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { extname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { recorded, watchForLandingContent, watchForUsableForm } from './in-page.mjs'
import { ADMIN } from './config.mjs'
import { cachedAll } from './install.mjs'

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').BrowserContext} BrowserContext */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Request} Request */
/**
 * Gzip bytes by kind, and the JS files; `jsEarly*`: the JS requested before the form was usable.
 * @typedef {{ js: number, jsRaw: number, jsFiles: number, jsEarly: number, jsEarlyFiles: number,
 *   css: number, html: number, fonts: number, other: number }} Bytes
 * @typedef {{ path: string, wireBytes: number, beforeUsable: boolean }} File
 * @typedef {{ context: BrowserContext, page: Page, ms: number, bytes: Bytes, files: File[] }} FirstVisit
 */

/** The network counts as idle once no request of the page has been in flight for this long. */
const QUIET_MS = 500
const IDLE_TIMEOUT_MS = 20_000
const SESSION_KEYS = ['accessToken', 'refreshToken', 'userData']
/** The signed-in page the landing figure reloads (sign-in itself lands on the dashboard, `/`). */
const LANDING = '/settings'

/**
 * Bytes a response of this build file costs on the wire: gzip for text, as-is for fonts/images.
 * @param {string} outDir
 * @param {string} pathname
 */
export function transferSize(outDir, pathname) {
  const file = join(outDir, pathname === '/' || !extname(pathname) ? 'index.html' : pathname)
  if (!existsSync(file)) return null
  const raw = readFileSync(file)
  const compressible = !['.woff2', '.png', '.jpg'].includes(extname(file))
  return { raw: raw.length, wire: compressible ? gzipSync(raw).length : raw.length }
}

/**
 * Resolves once none of the page's own requests has been in flight for QUIET_MS (or after
 * IDLE_TIMEOUT_MS). `inFlight` is kept up to date by the caller's request listeners.
 * @param {Set<Request>} inFlight
 */
async function networkIdle(inFlight) {
  const deadline = Date.now() + IDLE_TIMEOUT_MS
  let quietSince = Date.now()
  while (Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = Date.now()
    else if (Date.now() - quietSince >= QUIET_MS) return
    await new Promise((done) => setTimeout(done, 50))
  }
}

/**
 * A fresh profile opens /login: time to a usable form, and every file the page itself requested
 * until its network is idle after that (the worker's own requests, its precache and warm-up,
 * are not the page's and are left out).
 * @param {Browser} browser
 * @param {string} baseURL
 * @param {string} outDir
 * @returns {Promise<FirstVisit>}
 */
export async function firstVisit(browser, baseURL, outDir) {
  const context = await browser.newContext()
  await context.addInitScript(watchForUsableForm)
  const page = await context.newPage()
  /** @type {Set<Request>} */
  const inFlight = new Set()
  /** @type {Request[]} */
  const requests = []
  page.on('request', (request) => {
    if (request.serviceWorker()) return
    inFlight.add(request)
    requests.push(request)
  })
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))
  await page.goto(`${baseURL}/login`)
  const ms = await recorded(page, '__benchFormAt')
  // Request start times are epoch milliseconds.
  const usableEpoch = (await page.evaluate(() => performance.timeOrigin)) + ms
  await networkIdle(inFlight)

  /** @type {Map<string, boolean>} each path, and whether it was asked for before usable */
  const paths = new Map()
  for (const request of requests) {
    const path = new URL(request.url()).pathname
    const early = request.timing().startTime <= usableEpoch
    paths.set(path, paths.get(path) || early)
  }
  /** @type {Bytes} */
  const bytes = {
    js: 0,
    jsRaw: 0,
    jsFiles: 0,
    jsEarly: 0,
    jsEarlyFiles: 0,
    css: 0,
    html: 0,
    fonts: 0,
    other: 0,
  }
  /** @type {File[]} */
  const files = []
  for (const [path, beforeUsable] of paths) {
    const size = transferSize(outDir, path)
    if (!size) continue
    /** @type {Record<string, 'js' | 'css' | 'html' | 'fonts'>} */
    const kinds = { '.js': 'js', '.css': 'css', '.html': 'html', '': 'html', '.woff2': 'fonts' }
    const kind = kinds[extname(path)] ?? 'other'
    bytes[kind] += size.wire
    if (kind === 'js') {
      bytes.jsRaw += size.raw
      bytes.jsFiles += 1
      if (beforeUsable) {
        bytes.jsEarly += size.wire
        bytes.jsEarlyFiles += 1
      }
    }
    files.push({ path, wireBytes: size.wire, beforeUsable })
  }
  files.sort((a, b) => b.wireBytes - a.wireBytes)
  return { context, page, ms, bytes, files }
}

/** @param {Page} page */
const waitForController = (page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller != null)

/**
 * The worker controls the page and has cached every JS chunk but the entry and the on-demand ones
 * (its warm-up; see e2e/support/worker.ts). Also prepares the page for the sign-in and landing figures.
 * @param {Page} page
 * @param {string} outDir
 */
export async function warmUp(page, outDir) {
  await waitForController(page)
  const urls = readdirSync(join(outDir, 'assets'))
    .filter((name) => name.endsWith('.js') && !/^(index|on-demand)-/.test(name))
    .map((name) => `/assets/${name}`)
  await cachedAll(page, urls, 60_000)
  await page.context().addInitScript(watchForLandingContent)
}

/**
 * Reloads the page `runs` times; milliseconds from each navigation to the usable form.
 * @param {Page} page
 * @param {number} runs
 */
export async function repeatVisits(page, runs) {
  const times = []
  for (let run = 0; run < runs; run += 1) {
    await page.reload()
    times.push(await recorded(page, '__benchFormAt'))
  }
  return times
}

/**
 * Signs the admin in `runs` times from a freshly loaded /login (session keys cleared before
 * each); milliseconds from the click on "Sign in" to the landing page's content. Leaves the
 * page signed in, on the landing page.
 * @param {Page} page
 * @param {string} baseURL
 * @param {number} runs
 */
export async function signIns(page, baseURL, runs) {
  const times = []
  for (let run = 0; run < runs; run += 1) {
    await page.evaluate((keys) => keys.forEach((key) => localStorage.removeItem(key)), SESSION_KEYS)
    await page.goto(`${baseURL}/login`)
    await recorded(page, '__benchFormAt')
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    const contentAt = await recorded(page, '__benchContentAt')
    times.push(contentAt - (await recorded(page, '__benchClickAt')))
  }
  return times
}

/**
 * Reloads the signed-in landing page `runs` times; milliseconds from each navigation to its
 * content.
 * @param {Page} page
 * @param {string} baseURL
 * @param {number} runs
 */
export async function landingReloads(page, baseURL, runs) {
  if (new URL(page.url()).pathname !== LANDING) await page.goto(`${baseURL}${LANDING}`)
  const times = []
  for (let run = 0; run < runs; run += 1) {
    await page.reload()
    times.push(await recorded(page, '__benchContentAt'))
  }
  return times
}
