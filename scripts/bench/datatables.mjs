/**
 * The data tables at scale (issue 20): `GET /api/datatables/data` pages timed in the page,
 * through the service worker, as the UI kit's screens ask for them (`allData=false`, 10 rows):
 * unfiltered pages sorted by a few columns, the first page and deep ones (middle to last; the first deep page in an order, which reads that column's keys, apart), first
 * over the seed's 100 rows, then over 100,000 imported through `/api/local-db/import` (the seed's
 * rows repeated under new ids and e-mails). A search page at 100,000 is reported apart: the first
 * one builds the worker's search projection, the median is over the ones after it. The database
 * is reset to the seed afterwards.
 *
 * `npm run bench -- --only=datatables` measures only this.
 */

import { installApiCaller } from './in-page.mjs'

/** @typedef {import('playwright-core').Page} Page */

/**
 * @param {Page} page a page of the app, under the worker's control
 * @param {{ count?: number, runs?: number, account?: { email: string, password: string } }} [options]
 * @returns {Promise<{ count: number, importMs: number, small: number[], first: number[],
 *   firstDeep: number[], deep: number[], firstSearchMs: number, search: number[] }>}
 */
export async function dataTableTimes(page, options = {}) {
  const {
    count = 100_000,
    runs = 15,
    account = { email: 'admin@demo.com', password: 'admin' },
  } = options
  await installApiCaller(page, account)
  return page.evaluate(
    async ({ count, runs }) => {
      const call = Reflect.get(window, '__benchCall')
      /** @param {Record<string, string>} query */
      const list = async (query) => {
        const params = new URLSearchParams({ perPage: '10', allData: 'false', ...query })
        const begun = performance.now()
        const answer = await call('GET', `/api/datatables/data?${params}`)
        if (!Array.isArray(answer.invoices)) throw new Error('no page in the answer')
        return performance.now() - begun
      }
      const orders = [
        ['full_name', 'asc'],
        ['salary', 'desc'],
        ['start_date', 'asc'],
        ['id', 'desc'],
      ]
      /** @param {number} run @param {number} pageNo */
      const ordered = (run, pageNo) => {
        const [sortColumn, sort] = orders[run % orders.length]
        return list({ sortColumn, sort, page: String(pageNo) })
      }
      const small = []
      for (let run = 0; run < runs; run += 1) small.push(await ordered(run, 1 + (run % 10)))

      const doc = await call('GET', '/api/local-db/export')
      const seed = doc.tables.dataTableRows
      doc.tables.dataTableRows = Array.from({ length: count }, (_, index) => {
        const row = seed[index % seed.length]
        const [, domain] = row.email.split('@')
        return { ...row, id: index + 1, email: `staff${index + 1}@${domain}` }
      })
      let start = performance.now()
      await call('POST', '/api/local-db/import', doc)
      const importMs = performance.now() - start

      const first = []
      const deep = []
      const lastPage = Math.ceil(count / 10)
      // The first deep page in each order reads that column's keys (kept until the table
      // changes): timed apart, as the first search is.
      const firstDeep = []
      for (let run = 0; run < orders.length; run += 1)
        firstDeep.push(await ordered(run, Math.round(lastPage * 0.4)))
      for (let run = 0; run < runs; run += 1) {
        first.push(await ordered(run, 1))
        // From the middle to the last page: the middle costs the most (see datatables.list.ts).
        deep.push(await ordered(run, Math.round(lastPage * (0.5 + (0.5 * (run % 5)) / 4))))
      }
      const searches = ['lucía', 'underwriter', '2024-03', 'garcia', '45', 'claims', '@corredor']
      start = performance.now()
      await list({ q: 'a', sortColumn: 'full_name', sort: 'asc' })
      const firstSearchMs = performance.now() - start
      const search = []
      for (let run = 0; run < runs; run += 1) {
        const [sortColumn, sort] = orders[run % orders.length]
        const q = searches[run % searches.length]
        search.push(await list({ q, sortColumn, sort, page: String(1 + (run % 3)) }))
      }
      await call('POST', '/api/local-db/reset')
      return { count, importMs, small, first, firstDeep, deep, firstSearchMs, search }
    },
    { count, runs },
  )
}
