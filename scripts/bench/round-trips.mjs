/**
 * API round trips timed in the page: the admin signs in with `fetch`, then authorised GETs go
 * through the worker one after another, each timed from the call to its parsed JSON.
 */
import { ADMIN } from './config.mjs'

/** @typedef {import('playwright-core').Page} Page */

/**
 * `calls` authorised GETs from the page, taking `paths` in turn; milliseconds each.
 * @param {Page} page
 * @param {string[]} paths
 * @param {number} calls
 * @returns {Promise<number[]>}
 */
export function roundTrips(page, paths, calls) {
  return page.evaluate(
    async ({ account, paths, calls }) => {
      const login = await fetch('/jwt/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      })
      const { accessToken } = await login.json()
      const times = []
      for (let i = 0; i < calls; i += 1) {
        const path = paths[i % paths.length]
        const start = performance.now()
        const response = await fetch(path, { headers: { authorization: `Bearer ${accessToken}` } })
        await response.json()
        times.push(performance.now() - start)
        if (!response.ok) throw new Error(`${path} answered ${response.status}`)
      }
      return times
    },
    { account: ADMIN, paths, calls },
  )
}

/**
 * `calls` GETs of /api/local-db/stats.
 * @param {Page} page
 * @param {number} calls
 */
export const statsRoundTrips = (page, calls) => roundTrips(page, ['/api/local-db/stats'], calls)

/**
 * `calls` GETs of the users list's first three pages at seed size (issue 26's `api-list`).
 * @param {Page} page
 * @param {number} calls
 */
export const listRoundTrips = (page, calls) =>
  roundTrips(
    page,
    [1, 2, 3].map((number) => `/api/users/list/data?page=${number}&perPage=10`),
    calls,
  )
