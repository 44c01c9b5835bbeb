/** The console report of scripts/bench.mjs: each figure measured, against its target. */
import { API_CALLS, RUNS, TARGETS } from './config.mjs'
import { heading, line } from './report.mjs'

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
  const warm = ['repeatVisitMs', 'signInMs', 'landingReloadMs', 'apiMedianMs']
  if (warm.some((key) => results[key] !== undefined)) {
    heading('Warm profile: worker installed, cache warm')
  }
  if (results.repeatVisitMs !== undefined) {
    const label = `(c) repeat visit → usable form (median ${RUNS})`
    line(label, results.repeatVisitMs, 'ms', TARGETS.repeatVisitMs)
  }
  if (results.signInMs !== undefined) {
    const label = `(d) click Sign in → /settings content (median ${RUNS})`
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
}
