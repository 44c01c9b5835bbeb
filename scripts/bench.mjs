#!/usr/bin/env node
/**
 * `npm run bench`: the production build measured in Debian's Chromium (issue 10): Playwright for
 * the first visit, the warm profile (repeat visit, sign-in, landing page, API) and Lighthouse
 * (scripts/bench/lighthouse.mjs). Prints each figure, a median, against its target, with the
 * machine's load average, and writes bench-results/latest.json. A figure off its target never
 * fails the run: benchmarks are not tests. Same options as scripts/e2e.mjs (`--out-dir` /
 * E2E_DIST, E2E_PORT, `--build`), plus `--only=<names>`, comma-separated names from FIGURES in
 * scripts/bench/config.mjs, to measure only those; such a run writes
 * bench-results/latest-<names>.json and leaves latest.json alone.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.mjs'
import { ensureBuild, parseArgs, portFromEnv, root, startPreview } from './e2e.mjs'
import { API_CALLS, FIGURES, LIGHTHOUSE_RUNS, RUNS, TARGETS } from './bench/config.mjs'
import { dashboardFigures } from './bench/dashboard.mjs'
import { dataTableTimes } from './bench/datatables.mjs'
import { invoiceListTimes } from './bench/invoices.mjs'
import { lighthouseRuns } from './bench/lighthouse.mjs'
import { printResults } from './bench/print.mjs'
import { median, percentile, round, verdict } from './bench/report.mjs'
import { firstInstall } from './bench/install.mjs'
import { returnVisits } from './bench/returns.mjs'
import { listRoundTrips, statsRoundTrips } from './bench/round-trips.mjs'
import * as visits from './bench/visits.mjs'

/** @param {string[]} rest the arguments scripts/e2e.mjs did not take */
function parseOnly(rest) {
  let only = FIGURES
  for (let i = 0; i < rest.length; i += 1) {
    const arg = /** @type {string} */ (rest[i])
    if (arg === '--only') only = (rest[++i] ?? '').split(',')
    else if (arg.startsWith('--only=')) only = arg.slice('--only='.length).split(',')
    else throw new Error(`unknown argument ${arg}`)
  }
  const unknown = only.filter((name) => !FIGURES.includes(name))
  if (unknown.length || !only.length) {
    throw new Error(`--only takes names from ${FIGURES.join(',')}; got ${only.join(',')}`)
  }
  return new Set(only)
}

const load = () => loadavg().map((value) => round(value, 2))
/** @param {number} bytes */
const kb = (bytes) => round(bytes / 1000)
/** @typedef {{ median: number, runs: number[] }} Timings */
/** @param {number[]} values @returns {Timings} */
const ms = (values) => ({ median: round(median(values)), runs: values.map((v) => round(v)) })

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

/**
 * The Playwright figures, in one browser: first visits in fresh profiles; the first profile is
 * then warmed and followed for the repeat visits, API round trips, sign-ins and landing reloads.
 * @param {Set<string>} only
 * @param {string} baseURL
 * @param {string} outDir
 */
async function browserFigures(only, baseURL, outDir) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  /** @type {{ browser: string, firstVisits?: visits.FirstVisit[], repeat?: Timings,
   *   api?: number[], apiList?: number[], returnVisit?: Timings, returnStopped?: Timings,
   *   signIn?: Timings, install?: Awaited<ReturnType<typeof firstInstall>>, landing?: Timings,
   *   invoices?: Awaited<ReturnType<typeof invoiceListTimes>>,
   *   datatables?: Awaited<ReturnType<typeof dataTableTimes>>,
   *   dashboard?: Awaited<ReturnType<typeof dashboardFigures>> }} */
  const results = { browser: `chromium ${browser.version()}` }
  try {
    const warmNeeded = [
      'repeat',
      'api',
      'return',
      'return-stopped',
      'signin',
      'landing',
      'invoices',
      'datatables',
      'dashboard',
    ].some((name) => only.has(name))
    const firstVisits = []
    for (let run = 0; run < (only.has('first') ? RUNS : 1); run += 1) {
      const visit = await visits.firstVisit(browser, baseURL, outDir)
      firstVisits.push(visit)
      if (run === 0 && warmNeeded) {
        const { page } = visit
        await visits.warmUp(page, outDir)
        if (only.has('repeat')) results.repeat = ms(await visits.repeatVisits(page, RUNS))
        if (only.has('api')) {
          results.api = await statsRoundTrips(page, API_CALLS)
          results.apiList = await listRoundTrips(page, API_CALLS)
        }
        if (only.has('return')) results.returnVisit = ms(await returnVisits(page, baseURL, RUNS))
        if (only.has('return-stopped'))
          results.returnStopped = ms(await returnVisits(page, baseURL, RUNS, { stopped: true }))
        if (only.has('signin')) results.signIn = ms(await visits.signIns(page, baseURL, RUNS))
        else if (only.has('landing') || only.has('dashboard'))
          await visits.signIns(page, baseURL, 1)
        if (only.has('landing'))
          results.landing = ms(await visits.landingReloads(page, baseURL, RUNS))
        if (only.has('dashboard'))
          results.dashboard = await dashboardFigures(page, baseURL, outDir, RUNS)
        // Last: it imports 10,000 invoices, then resets the database to the seed.
        if (only.has('invoices')) results.invoices = await invoiceListTimes(page)
        // Likewise: 100,000 data-table rows, then a reset.
        if (only.has('datatables')) results.datatables = await dataTableTimes(page)
      }
      await visit.context.close()
    }
    if (only.has('first')) results.firstVisits = firstVisits
    if (only.has('install')) results.install = await firstInstall(browser, baseURL, outDir)
  } finally {
    await browser.close()
  }
  return results
}

/**
 * The first-visit figures: medians over the runs, and the files of the first run.
 * @param {visits.FirstVisit[]} firstVisits
 * @param {string} outDir
 */
function firstVisitResults(firstVisits, outDir) {
  /** @param {(bytes: visits.Bytes) => number} pick */
  const mid = (pick) => median(firstVisits.map((visit) => pick(visit.bytes)))
  return {
    gzip: 'node:zlib gzipSync, default level; fonts counted as stored',
    firstVisitJsGzipKb: kb(mid((b) => b.js)),
    firstVisitJsFiles: mid((b) => b.jsFiles),
    firstVisitJsRunsKb: firstVisits.map((visit) => kb(visit.bytes.js)),
    firstVisitJsFilesRuns: firstVisits.map((visit) => visit.bytes.jsFiles),
    firstVisitJsRawKb: kb(mid((b) => b.jsRaw)),
    // The figure before issue 10: only what was requested before the form was usable.
    firstVisitJsBeforeUsableKb: kb(mid((b) => b.jsEarly)),
    firstVisitJsFilesBeforeUsable: mid((b) => b.jsEarlyFiles),
    firstVisitCssGzipKb: kb(mid((b) => b.css)),
    firstVisitFontsKb: kb(mid((b) => b.fonts)),
    firstVisitTotalKb: kb(mid((b) => b.js + b.css + b.html + b.fonts + b.other)),
    firstVisitFiles: firstVisits[0]?.files,
    // Fetched by the browser, not the page, on the same first visit.
    workerScriptGzipKb: kb(visits.transferSize(outDir, '/sw.js')?.wire ?? 0),
    firstVisitMs: round(median(firstVisits.map((visit) => visit.ms))),
    firstVisitRunsMs: firstVisits.map((visit) => round(visit.ms)),
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const only = parseOnly(options.rest)
  const partial = only.size < FIGURES.length
  ensureBuild(options.outDir, options.build)
  const { baseURL, stop } = await startPreview(options.outDir, portFromEnv())
  const loadAtStart = load()
  try {
    /** @type {Record<string, any>} */
    const results = {
      date: new Date().toISOString(),
      commit: gitCommit(),
      figures: [...only],
      // Timings on a shared 2-core machine mean little when it is busy (1, 5, 15 minutes).
      loadAverageAtStart: loadAtStart,
    }
    const measured = await browserFigures(only, baseURL, options.outDir)
    results.browser = measured.browser
    if (measured.firstVisits)
      Object.assign(results, firstVisitResults(measured.firstVisits, options.outDir))
    /**
     * A browser timing's median and runs as `<name>Ms` and `<name>RunsMs`.
     * @param {string} name
     * @param {Timings | undefined} timings
     */
    const putTimings = (name, timings) => {
      if (!timings) return
      results[`${name}Ms`] = timings.median
      results[`${name}RunsMs`] = timings.runs
    }
    putTimings('repeatVisit', measured.repeat)
    if (measured.api) {
      const { api } = measured
      results.apiMedianMs = round(median(api), 2)
      results.apiP95Ms = round(percentile(api, 95), 2)
      results.apiCalls = api.length
    }
    if (measured.install) {
      const { ms: installMs, files, rawBytes, wireBytes } = measured.install
      results.installReadyMs = round(installMs)
      results.installFiles = files
      results.installRawMb = round(rawBytes / 1e6, 2)
      results.installGzipMb = round(wireBytes / 1e6, 2)
    }
    if (measured.apiList) {
      results.apiListMedianMs = round(median(measured.apiList), 2)
      results.apiListP95Ms = round(percentile(measured.apiList, 95), 2)
    }
    putTimings('returnVisit', measured.returnVisit)
    putTimings('returnStopped', measured.returnStopped)
    putTimings('signIn', measured.signIn)
    putTimings('landingReload', measured.landing)
    if (measured.invoices) {
      const { count, importMs, firstSearchMs, search, status } = measured.invoices
      results.invoiceCount = count
      results.invoiceImportMs = round(importMs)
      results.invoiceFirstSearchMs = round(firstSearchMs)
      results.invoiceSearchMs = round(median(search), 1)
      results.invoiceSearchRunsMs = search.map((value) => round(value, 1))
      results.invoiceStatusMs = round(median(status), 1)
      results.invoiceStatusRunsMs = status.map((value) => round(value, 1))
    }
    if (measured.datatables) {
      const { count, importMs, small, first, firstDeep, deep, firstSearchMs, search } =
        measured.datatables
      /** @param {number[]} values */
      const runsOf = (values) => values.map((value) => round(value, 1))
      results.datatableCount = count
      results.datatableImportMs = round(importMs)
      results.datatablePageSeedMs = round(median(small), 1)
      results.datatablePageSeedRunsMs = runsOf(small)
      results.datatablePageMs = round(median(first), 1)
      results.datatablePageRunsMs = runsOf(first)
      results.datatableFirstDeepPageMs = round(median(firstDeep), 1)
      results.datatableFirstDeepPageRunsMs = runsOf(firstDeep)
      results.datatableDeepPageMs = round(median(deep), 1)
      results.datatableDeepPageRunsMs = runsOf(deep)
      results.datatableFirstSearchMs = round(firstSearchMs)
      results.datatableSearchMs = round(median(search), 1)
      results.datatableSearchRunsMs = runsOf(search)
    }
    if (measured.dashboard) {
      const { jsGzipBytes, jsFiles, afterSignInBytes, afterSignInFiles, files, contentMs } =
        measured.dashboard
      results.dashboardJsGzipKb = kb(afterSignInBytes)
      results.dashboardJsFiles = afterSignInFiles
      results.dashboardJsWithEntryKb = kb(jsGzipBytes)
      results.dashboardJsWithEntryFiles = jsFiles
      results.dashboardFiles = files
      results.dashboardContentMs = round(median(contentMs))
      results.dashboardContentRunsMs = contentMs.map((value) => round(value))
    }
    if (only.has('lighthouse')) {
      results.lighthouse = await lighthouseRuns(`${baseURL}/login`, LIGHTHOUSE_RUNS)
    }
    results.loadAverage = load()
    results.targets = TARGETS
    results.verdicts = verdicts(results)

    printResults(results, options.outDir)
    const dir = join(root, 'bench-results')
    const file = partial ? `latest-${[...only].join('-')}.json` : 'latest.json'
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, file), `${JSON.stringify(results, null, 2)}\n`)
    console.log(`\nwritten to bench-results/${file}`)
  } finally {
    stop()
  }
}

/** @param {Record<string, any>} results */
function verdicts(results) {
  /** @type {[string, number | null | undefined, { max?: number, min?: number }][]} */
  const checks = [
    ['firstVisitJs', results.firstVisitJsGzipKb, TARGETS.firstVisitJsKb],
    ['firstVisitJsFiles', results.firstVisitJsFiles, TARGETS.firstVisitJsFiles],
    ['firstVisit', results.firstVisitMs, TARGETS.firstVisitMs],
    ['repeatVisit', results.repeatVisitMs, TARGETS.repeatVisitMs],
    ['signIn', results.signInMs, TARGETS.signInMs],
    ['api', results.apiMedianMs, TARGETS.apiMedianMs],
    ['apiList', results.apiListMedianMs, TARGETS.apiListMedianMs],
    ['returnVisit', results.returnVisitMs, TARGETS.returnVisitMs],
    ['returnStopped', results.returnStoppedMs, TARGETS.returnStoppedMs],
    ['invoiceSearch', results.invoiceSearchMs, TARGETS.invoiceSearchMs],
    ['invoiceStatus', results.invoiceStatusMs, TARGETS.invoiceStatusMs],
    ['datatablePageSeed', results.datatablePageSeedMs, TARGETS.datatablePageMs],
    ['datatablePage', results.datatablePageMs, TARGETS.datatablePageMs],
    ['datatableDeepPage', results.datatableDeepPageMs, TARGETS.datatablePageMs],
    ['datatableSearch', results.datatableSearchMs, TARGETS.datatableSearchMs],
    ['dashboardJs', results.dashboardJsGzipKb, TARGETS.dashboardJsKb],
    ['lighthousePerformance', results.lighthouse?.performance, TARGETS.lighthousePerformance],
    ['lighthouseAccessibility', results.lighthouse?.accessibility, TARGETS.lighthouseAccessibility],
  ]
  return Object.fromEntries(
    checks
      .filter(([, value]) => value !== undefined)
      .map(([name, value, target]) => [name, verdict(value ?? null, target)]),
  )
}

main().catch((error) => {
  console.error(`[bench] could not run: ${error instanceof Error ? error.stack : error}`)
  process.exit(1)
})
