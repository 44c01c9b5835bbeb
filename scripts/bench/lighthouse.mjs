/**
 * Lighthouse, as a Node module, on one URL: its default config (mobile, simulated slow 4G and a
 * 4x slower CPU), performance and accessibility only. Each run launches Debian's Chromium anew
 * through chrome-launcher (which comes with lighthouse), in a fresh temporary profile: a first
 * visit. A run that fails is reported, not thrown.
 */
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium.mjs'
import { median, round } from './report.mjs'

/**
 * @typedef {{ performance: number | null, accessibility: number | null, fcpMs: number | null,
 *   lcpMs: number | null, tbtMs: number | null, cls: number | null }} LighthouseFigures
 * @typedef {LighthouseFigures & { warnings: string[] }} LighthouseRun
 * @typedef {LighthouseFigures & { version: string | null, runs: LighthouseRun[],
 *   errors: string[], settings: string | null }} LighthouseSummary
 */

const AUDITS = /** @type {const} */ ({
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
})

/**
 * One run in its own browser.
 * @param {string} url
 */
async function runOnce(url) {
  // Loaded only when asked for: lighthouse takes a while to import.
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ])
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    if (!result) throw new Error('lighthouse returned no result')
    return result.lhr
  } finally {
    chrome.kill()
  }
}

/**
 * @param {number | null | undefined} value
 * @param {number} digits
 */
const rounded = (value, digits) => (typeof value === 'number' ? round(value, digits) : null)

/**
 * `runs` Lighthouse runs on `url`; the median of each figure over the runs that succeeded.
 * @param {string} url
 * @param {number} runs
 * @returns {Promise<LighthouseSummary>}
 */
export async function lighthouseRuns(url, runs) {
  /** @type {LighthouseRun[]} */
  const done = []
  /** @type {string[]} */
  const errors = []
  let version = null
  let settings = null
  for (let run = 0; run < runs; run += 1) {
    try {
      const lhr = await runOnce(url)
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
      version = lhr.lighthouseVersion
      const { formFactor, throttlingMethod, throttling } = lhr.configSettings
      settings = `${formFactor}, ${throttlingMethod} (RTT ${throttling.rttMs} ms, ${throttling.throughputKbps} kbit/s, CPU ×${throttling.cpuSlowdownMultiplier})`
      /** @param {string} id */
      const numeric = (id) => lhr.audits[id]?.numericValue ?? null
      done.push({
        performance: lhr.categories.performance?.score ?? null,
        accessibility: lhr.categories.accessibility?.score ?? null,
        fcpMs: rounded(numeric(AUDITS.fcpMs), 0),
        lcpMs: rounded(numeric(AUDITS.lcpMs), 0),
        tbtMs: rounded(numeric(AUDITS.tbtMs), 0),
        cls: rounded(numeric(AUDITS.cls), 3),
        warnings: lhr.runWarnings.map(String),
      })
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error))
    }
  }
  /** @param {keyof LighthouseFigures} key */
  const mid = (key) => {
    const values = done.map((run) => run[key]).filter((value) => typeof value === 'number')
    return values.length ? median(values) : null
  }
  return {
    version,
    settings,
    performance: mid('performance'),
    accessibility: mid('accessibility'),
    fcpMs: mid('fcpMs'),
    lcpMs: mid('lcpMs'),
    tbtMs: mid('tbtMs'),
    cls: mid('cls'),
    runs: done,
    errors,
  }
}
