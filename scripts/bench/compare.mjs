#!/usr/bin/env node
/**
 * `npm run bench:compare -- <other dist> [rounds]`: this build (dist/, or E2E_DIST) against
 * another build of Corredor (say the previous main's), in one browser, interleaved round by round
 * so that both see the same machine load: the repeat visit to a usable sign-in form, the click on
 * "Sign in" to the dashboard's content, a signed-in reload of /settings to its content, and
 * issue 26's worker figures: a return to /login until "Sign in" shows, with the worker running
 * and after it was stopped, and the median of a round's users-list round trips.
 * Prints each side's medians and this build's time as a fraction of the other's.
 */
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium.mjs'
import { ensureBuild, portFromEnv, root, startPreview } from '../e2e.mjs'
import { median, round } from './report.mjs'
import { returnVisits } from './returns.mjs'
import { listRoundTrips } from './round-trips.mjs'
import * as visits from './visits.mjs'

const FIGURES = {
  repeat: 'repeat visit → usable form',
  signIn: 'click Sign in → / content',
  landing: 'reload /settings → content',
  returnVisit: 'return /login → Sign in shown',
  returnStopped: 'the same, worker stopped',
  apiList: 'users list round trip',
}

/** @typedef {Record<keyof typeof FIGURES, number[]>} Times */

/**
 * One round of each figure on a warm, signed-out page.
 * @param {import('playwright-core').Page} page
 * @param {string} baseURL
 * @param {Times} times
 */
async function round1(page, baseURL, times) {
  times.signIn.push(...(await visits.signIns(page, baseURL, 1)))
  times.landing.push(...(await visits.landingReloads(page, baseURL, 1)))
  await page.evaluate(() =>
    ['accessToken', 'refreshToken', 'userData'].forEach((key) => localStorage.removeItem(key)),
  )
  await page.goto(`${baseURL}/login`)
  times.repeat.push(...(await visits.repeatVisits(page, 1)))
  times.returnVisit.push(...(await returnVisits(page, baseURL, 1)))
  times.returnStopped.push(...(await returnVisits(page, baseURL, 1, { stopped: true })))
  times.apiList.push(median(await listRoundTrips(page, 20)))
}

async function main() {
  const [other, rounds = '7'] = process.argv.slice(2)
  if (!other) throw new Error('usage: npm run bench:compare -- <other dist> [rounds]')
  const ours = resolve(root, process.env.E2E_DIST || 'dist')
  ensureBuild(ours, false)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const port = portFromEnv()
  const sides = []
  try {
    for (const [index, dir] of [resolve(other), ours].entries()) {
      const server = await startPreview(dir, port + index)
      const visit = await visits.firstVisit(browser, server.baseURL, dir)
      await visits.warmUp(visit.page, dir)
      /** @type {Times} */
      const times = {
        repeat: [],
        signIn: [],
        landing: [],
        returnVisit: [],
        returnStopped: [],
        apiList: [],
      }
      sides.push({ dir, server, page: visit.page, times })
    }
    const start = loadavg().map((value) => round(value, 2))
    for (let run = 0; run < Number(rounds); run += 1) {
      for (const side of run % 2 ? [...sides].reverse() : sides)
        await round1(side.page, side.server.baseURL, side.times)
    }
    const [them, us] = sides
    if (!them || !us) return
    console.log(`\nthis build ${ours}\nagainst    ${them.dir}`)
    console.log(
      `load average at start ${start.join(' ')}, at end ${loadavg()
        .map((v) => round(v, 2))
        .join(' ')}`,
    )
    for (const [key, label] of Object.entries(FIGURES)) {
      const pick = (/** @type {Times} */ times) => times[/** @type {keyof Times} */ (key)]
      const a = median(pick(them.times))
      const b = median(pick(us.times))
      console.log(
        `  ${label.padEnd(30)} ${round(b)} ms against ${round(a)} ms: ${(b / a).toFixed(2)}x` +
          `   (runs ${pick(us.times)
            .map((v) => round(v))
            .join(', ')} | ${pick(them.times)
            .map((v) => round(v))
            .join(', ')})`,
      )
    }
  } finally {
    await browser.close()
    for (const side of sides) side.server.stop()
  }
}

main().catch((error) => {
  console.error(`[bench:compare] could not run: ${error instanceof Error ? error.stack : error}`)
  process.exit(1)
})
