#!/usr/bin/env node
/**
 * `npm run bench`: the first-visit budget of the production build in Chromium. Prints each
 * figure against its target and writes bench-results/latest.json. A figure over its target
 * never fails the run: benchmarks are not tests. Same options as scripts/e2e.mjs
 * (`--out-dir` / E2E_DIST, E2E_PORT, `--build`).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { extname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.mjs'
import { ensureBuild, parseArgs, portFromEnv, root, startPreview } from './e2e.mjs'

const RUNS = 5
const API_CALLS = 50
const ADMIN = { email: 'admin@demo.com', password: 'admin' }
const TARGETS = { firstVisitJsKb: 150, firstVisitMs: 500, repeatVisitMs: 150, apiMedianMs: 8 }

const median = (values) => percentile(values, 50)
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]
}
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

/**
 * Runs in the page before any of its scripts: records `performance.now()` (milliseconds since
 * navigation start) at the first frame in which the Email field is rendered, visible and enabled.
 */
function watchForUsableForm() {
  const emailInput = () =>
    [...document.querySelectorAll('label')].find((label) => label.textContent?.trim() === 'Email')
      ?.control
  const usable = () => {
    const input = emailInput()
    return Boolean(input && !input.disabled && input.getClientRects().length > 0)
  }
  const observer = new MutationObserver(() => {
    if (!usable()) return
    observer.disconnect()
    requestAnimationFrame(() => (window.__formUsableAt = performance.now()))
  })
  observer.observe(document, { childList: true, subtree: true, attributes: true })
}

async function usableAt(page) {
  await page.waitForFunction(() => typeof window.__formUsableAt === 'number', null, {
    timeout: 30_000,
  })
  return page.evaluate(() => window.__formUsableAt)
}

const waitForController = (page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller != null)

/** Every JS chunk but the entry, cached by the worker's warm-up (see e2e/support/worker.ts). */
async function waitForWarmCache(page, outDir) {
  const urls = readdirSync(join(outDir, 'assets'))
    .filter((name) => name.endsWith('.js') && !name.startsWith('index-'))
    .map((name) => `/assets/${name}`)
  await page.waitForFunction(
    async (urls) => {
      if (!(await caches.has('corredor-assets'))) return false
      const cache = await caches.open('corredor-assets')
      for (const url of urls) if (!(await cache.match(url, { ignoreVary: true }))) return false
      return true
    },
    urls,
    { timeout: 60_000, polling: 250 },
  )
}

/** Bytes a response of this build file costs on the wire: gzip for text, as-is for fonts. */
function transferSize(outDir, pathname) {
  const file = join(outDir, pathname === '/' || !extname(pathname) ? 'index.html' : pathname)
  if (!existsSync(file)) return null
  const raw = readFileSync(file)
  const compressible = !['.woff2', '.png', '.jpg'].includes(extname(file))
  return { raw: raw.length, wire: compressible ? gzipSync(raw).length : raw.length }
}

/** A fresh profile opens /login: time to a usable form, and what the page downloaded until then. */
async function firstVisit(browser, baseURL, outDir) {
  const context = await browser.newContext()
  await context.addInitScript(watchForUsableForm)
  const page = await context.newPage()
  const requested = []
  page.on('request', (request) => {
    if (!request.serviceWorker()) requested.push(request)
  })
  await page.goto(`${baseURL}/login`)
  const ms = await usableAt(page)
  // Only what was asked for before the form became usable (request start times are epoch ms).
  const usableEpoch = (await page.evaluate(() => performance.timeOrigin)) + ms
  const paths = requested
    .filter((request) => request.timing().startTime <= usableEpoch)
    .map((request) => new URL(request.url()).pathname)
  const bytes = { js: 0, jsRaw: 0, css: 0, html: 0, fonts: 0, other: 0 }
  const files = []
  for (const pathname of new Set(paths)) {
    const size = transferSize(outDir, pathname)
    if (!size) continue
    const kind =
      { '.js': 'js', '.css': 'css', '.html': 'html', '': 'html', '.woff2': 'fonts' }[
        extname(pathname)
      ] ?? 'other'
    bytes[kind] += size.wire
    if (kind === 'js') bytes.jsRaw += size.raw
    files.push({ path: pathname, wireBytes: size.wire })
  }
  files.sort((a, b) => b.wireBytes - a.wireBytes)
  return { context, page, ms, bytes, files }
}

async function apiRoundTrips(page) {
  await waitForController(page)
  return page.evaluate(
    async ({ account, calls }) => {
      const login = await fetch('/jwt/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      })
      const { accessToken } = await login.json()
      const times = []
      for (let i = 0; i < calls; i += 1) {
        const start = performance.now()
        const response = await fetch('/api/local-db/stats', {
          headers: { authorization: `Bearer ${accessToken}` },
        })
        await response.json()
        times.push(performance.now() - start)
        if (!response.ok) throw new Error(`stats answered ${response.status}`)
      }
      return times
    },
    { account: ADMIN, calls: API_CALLS },
  )
}

function verdict(value, target) {
  return value <= target ? 'PASS' : 'OVER'
}

function line(label, value, unit, target) {
  const shown = `${value} ${unit}`.padEnd(12)
  const goal = target === undefined ? ''.padEnd(16) : `target ≤ ${target} ${unit}`.padEnd(16)
  const mark = target === undefined ? '' : verdict(value, target)
  console.log(`  ${label.padEnd(44)} ${shown} ${goal} ${mark}`)
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).trim()
  } catch {
    return null
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  ensureBuild(options.outDir, options.build)
  const { baseURL, stop } = await startPreview(options.outDir, portFromEnv())
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const firstVisits = []
    const repeatVisits = []
    let api = []
    for (let run = 0; run < RUNS; run += 1) {
      const visit = await firstVisit(browser, baseURL, options.outDir)
      firstVisits.push(visit)
      if (run === 0) {
        // One profile is followed further: warmed worker, then repeat visits and the API.
        await waitForController(visit.page)
        await waitForWarmCache(visit.page, options.outDir)
        for (let again = 0; again < RUNS; again += 1) {
          await visit.page.reload()
          repeatVisits.push(await usableAt(visit.page))
        }
        api = await apiRoundTrips(visit.page)
      }
      await visit.context.close()
    }

    const bytes = firstVisits[0].bytes
    const kb = (value) => round(value / 1000)
    const results = {
      date: new Date().toISOString(),
      commit: gitCommit(),
      browser: `chromium ${browser.version()}`,
      // Timings on a shared 2-core machine mean little when it is busy.
      loadAverage: loadavg().map((value) => round(value, 2)),
      gzip: 'node:zlib gzipSync, default level; fonts counted as stored',
      firstVisitJsGzipKb: kb(bytes.js),
      firstVisitJsRawKb: kb(bytes.jsRaw),
      firstVisitTotalKb: kb(bytes.js + bytes.css + bytes.html + bytes.fonts + bytes.other),
      firstVisitCssGzipKb: kb(bytes.css),
      firstVisitFontsKb: kb(bytes.fonts),
      firstVisitFiles: firstVisits[0].files,
      // Fetched by the browser, not the page, on the same first visit.
      workerScriptGzipKb: kb(transferSize(options.outDir, '/sw.js')?.wire ?? 0),
      firstVisitMs: round(median(firstVisits.map((visit) => visit.ms))),
      firstVisitRunsMs: firstVisits.map((visit) => round(visit.ms)),
      repeatVisitMs: round(median(repeatVisits)),
      repeatVisitRunsMs: repeatVisits.map((ms) => round(ms)),
      apiMedianMs: round(median(api), 2),
      apiP95Ms: round(percentile(api, 95), 2),
      apiCalls: api.length,
      targets: TARGETS,
    }
    results.verdicts = {
      firstVisitJs: verdict(results.firstVisitJsGzipKb, TARGETS.firstVisitJsKb),
      firstVisit: verdict(results.firstVisitMs, TARGETS.firstVisitMs),
      repeatVisit: verdict(results.repeatVisitMs, TARGETS.repeatVisitMs),
      api: verdict(results.apiMedianMs, TARGETS.apiMedianMs),
    }

    console.log(`\nCorredor bench (${results.browser}, build ${options.outDir}, kB = 1000 bytes)`)
    console.log(`  load average ${results.loadAverage.join(' ')} on this machine while measuring`)
    line('(a) first-visit JS, gzip', results.firstVisitJsGzipKb, 'kB', TARGETS.firstVisitJsKb)
    line('    first-visit JS, uncompressed', results.firstVisitJsRawKb, 'kB')
    line('    first-visit CSS, gzip', results.firstVisitCssGzipKb, 'kB')
    line('    first-visit total (JS+CSS+HTML+fonts)', results.firstVisitTotalKb, 'kB')
    line('    worker script sw.js, gzip', results.workerScriptGzipKb, 'kB')
    line(
      `(b) first visit → usable form (median ${RUNS})`,
      results.firstVisitMs,
      'ms',
      TARGETS.firstVisitMs,
    )
    line(
      `(c) repeat visit → usable form (median ${RUNS})`,
      results.repeatVisitMs,
      'ms',
      TARGETS.repeatVisitMs,
    )
    line(
      `(d) API round trip, median of ${API_CALLS}`,
      results.apiMedianMs,
      'ms',
      TARGETS.apiMedianMs,
    )
    line('    API round trip, p95', results.apiP95Ms, 'ms')

    const dir = join(root, 'bench-results')
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)
    console.log(`\nwritten to bench-results/latest.json`)
  } finally {
    await browser.close()
    stop()
  }
}

main().catch((error) => {
  console.error(`[bench] could not run: ${error instanceof Error ? error.stack : error}`)
  process.exit(1)
})
