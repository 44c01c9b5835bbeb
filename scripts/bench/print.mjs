/** The console report of scripts/bench.mjs: each figure measured, against its target. */
import { API_CALLS, LIGHTHOUSE_RUNS, RUNS, TARGETS } from './config.mjs'
import { heading, line } from './report.mjs'

/** @param {number} score a Lighthouse score, 0 to 1 */
const score = (score) => score.toFixed(2)

/** @param {import('./lighthouse.mjs').LighthouseSummary} lighthouse */
function printLighthouse(lighthouse) {
  const { runs } = lighthouse
  heading(`Lighthouse ${lighthouse.version ?? ''} on /login, ${lighthouse.settings ?? 'no run'}`)
  if (runs.length) {
    const label = `(f) performance score (median ${runs.length} of ${LIGHTHOUSE_RUNS})`
    line(label, lighthouse.performance, '', TARGETS.lighthousePerformance, score)
    line(
      '    accessibility score',
      lighthouse.accessibility,
      '',
      TARGETS.lighthouseAccessibility,
      score,
    )
    line('    First Contentful Paint', lighthouse.fcpMs, 'ms')
    line('    Largest Contentful Paint', lighthouse.lcpMs, 'ms')
    line('    Total Blocking Time', lighthouse.tbtMs, 'ms')
    line('    Cumulative Layout Shift', lighthouse.cls, '')
    const scores = runs.map((run) => (run.performance === null ? '-' : score(run.performance)))
    console.log(`  performance per run: ${scores.join(', ')}`)
  }
  for (const warning of new Set(runs.flatMap((run) => run.warnings))) {
    console.log(`  lighthouse warned: ${warning}`)
  }
  for (const error of lighthouse.errors) console.log(`  lighthouse run failed: ${error}`)
}

/**
 * @param {Record<string, any>} results as written to bench-results/
 * @param {string} outDir the build measured
 */
export function printResults(results, outDir) {
  console.log(`\nCorredor bench (${results.browser}, build ${outDir}, kB = 1000 bytes)`)
  const start = results.loadAverageAtStart.join(' ')
  console.log(
    `  load average (1, 5, 15 min) at start ${start}, at end ${results.loadAverage.join(' ')}`,
  )
  console.log('  (2 shared cores: timings taken under load run long)')
  if (results.firstVisitMs !== undefined) {
    heading(`First visit to /login, fresh profile (median ${RUNS})`)
    line('(a) JS downloaded, gzip', results.firstVisitJsGzipKb, 'kB', TARGETS.firstVisitJsKb)
    line('    JS files', results.firstVisitJsFiles, 'files', TARGETS.firstVisitJsFiles)
    line('    JS, uncompressed', results.firstVisitJsRawKb, 'kB')
    const early = `${results.firstVisitJsFilesBeforeUsable} files`
    line(`    JS before the form was usable (${early})`, results.firstVisitJsBeforeUsableKb, 'kB')
    line('    CSS, gzip', results.firstVisitCssGzipKb, 'kB')
    line('    total (JS+CSS+HTML+fonts+other)', results.firstVisitTotalKb, 'kB')
    line('    worker script sw.js, gzip (not counted above)', results.workerScriptGzipKb, 'kB')
    line('(b) first visit → usable sign-in form', results.firstVisitMs, 'ms', TARGETS.firstVisitMs)
  }
  if (results.installReadyMs !== undefined) {
    heading('First install: /login in a fresh profile until every warm-up file is cached')
    line('    files downloaded (page and worker)', results.installFiles, 'files')
    line('    bytes, as stored', results.installRawMb, 'MB')
    line('    bytes, gzip', results.installGzipMb, 'MB')
    line('    time to ready offline', results.installReadyMs, 'ms')
  }
  const warm = [
    'repeatVisitMs',
    'signInMs',
    'landingReloadMs',
    'apiMedianMs',
    'returnVisitMs',
    'returnStoppedMs',
  ]
  if (warm.some((key) => results[key] !== undefined)) {
    heading('Warm profile: worker installed, cache warm')
  }
  if (results.repeatVisitMs !== undefined) {
    const label = `(c) repeat visit → usable form (median ${RUNS})`
    line(label, results.repeatVisitMs, 'ms', TARGETS.repeatVisitMs)
  }
  if (results.signInMs !== undefined) {
    const label = `(d) click Sign in → / content (median ${RUNS})`
    line(label, results.signInMs, 'ms', TARGETS.signInMs)
  }
  if (results.landingReloadMs !== undefined) {
    line(`(e) reload /settings → content (median ${RUNS})`, results.landingReloadMs, 'ms')
  }
  if (results.apiMedianMs !== undefined) {
    line(
      `    API round trip (median of ${API_CALLS})`,
      results.apiMedianMs,
      'ms',
      TARGETS.apiMedianMs,
    )
    line('    API round trip, p95', results.apiP95Ms, 'ms')
  }
  if (results.apiListMedianMs !== undefined) {
    const label = `    users list at seed size, round trip (median of ${API_CALLS})`
    line(label, results.apiListMedianMs, 'ms', TARGETS.apiListMedianMs)
    line('    users list round trip, p95', results.apiListP95Ms, 'ms')
  }
  if (results.returnVisitMs !== undefined) {
    const label = `    return to /login → "Sign in" shown, worker running (median ${RUNS})`
    line(label, results.returnVisitMs, 'ms', TARGETS.returnVisitMs)
  }
  if (results.returnStoppedMs !== undefined) {
    const label = `    the same after the worker was stopped (median ${RUNS})`
    line(label, results.returnStoppedMs, 'ms', TARGETS.returnStoppedMs)
  }
  if (results.invoiceSearchMs !== undefined) {
    heading(`Invoices at scale: ${results.invoiceCount} imported, list pages through the worker`)
    line('    import through /api/local-db/import', results.invoiceImportMs, 'ms')
    line('    first search (builds the search projection)', results.invoiceFirstSearchMs, 'ms')
    line(
      '    q + sort by client.name (median)',
      results.invoiceSearchMs,
      'ms',
      TARGETS.invoiceSearchMs,
    )
    line('    status filter page (median)', results.invoiceStatusMs, 'ms', TARGETS.invoiceStatusMs)
  }
  if (results.datatablePageMs !== undefined) {
    const { datatableCount: count } = results
    heading(`Data tables: 10-row pages through the worker, sorted by name, salary, date, id`)
    const target = TARGETS.datatablePageMs
    line('    page at the seed’s 100 rows (median)', results.datatablePageSeedMs, 'ms', target)
    line(
      `    import of ${count} rows through /api/local-db/import`,
      results.datatableImportMs,
      'ms',
    )
    line(`    first page at ${count} rows (median)`, results.datatablePageMs, 'ms', target)
    line(
      `    deep page at ${count} rows, middle to last (median)`,
      results.datatableDeepPageMs,
      'ms',
      target,
    )
    const firstDeep = '    first deep page in each of 4 orders (reads its keys, median)'
    line(firstDeep, results.datatableFirstDeepPageMs, 'ms')
    line('    first search (builds the search projection)', results.datatableFirstSearchMs, 'ms')
    const search = `    search page at ${count} rows (median)`
    line(search, results.datatableSearchMs, 'ms', TARGETS.datatableSearchMs)
  }
  if (results.dashboardJsGzipKb !== undefined) {
    heading('Signed-in dashboard: / reloaded in the warm profile')
    line(
      `    JS / loads after sign-in, gzip (${results.dashboardJsFiles} files)`,
      results.dashboardJsGzipKb,
      'kB',
      TARGETS.dashboardJsKb,
    )
    line(
      `    the same with the sign-in path's entry (${results.dashboardJsWithEntryFiles} files)`,
      results.dashboardJsWithEntryKb,
      'kB',
    )
    line(`    reload / → every card's content (median ${RUNS})`, results.dashboardContentMs, 'ms')
  }
  if (results.lighthouse) printLighthouse(results.lighthouse)
}
