/**
 * Ten thousand data-table rows through the local-db import: the indexed pages and the search
 * answer exactly what a plain filter and sort over every row would (correctness, not timing;
 * the timing is scripts/bench/datatables.mjs).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { call, exportDatabase, freshDatabase, signIn } from '@mocks/test/api'
import type {
  DataTableAnswer,
  DataTableRow,
  DataTableSortColumn,
} from '@/features/ui-kit/datatables.schema'
import { generateDataTableRow } from './datatables.seed'
import { dataTableRows, fold } from './datatables.table'

const COUNT = 10_000
let token = ''
let all: DataTableRow[] = []

beforeAll(async () => {
  await freshDatabase()
  token = (await signIn()).accessToken
  const exported = await exportDatabase(token)
  all = Array.from({ length: COUNT }, (_, index) => generateDataTableRow(index + 1))
  const doc = { ...exported, tables: { ...exported.tables, dataTableRows: all } }
  const imported = await call('POST', '/api/local-db/import', { token, body: doc })
  expect(imported.status).toBe(200)
}, 120_000)

const keyOf = (row: DataTableRow, column: DataTableSortColumn) => {
  const value = row[column]
  return typeof value === 'string' && column !== 'start_date' ? fold(value) : value
}

function expected(q: string, status: number, column: DataTableSortColumn, sort: 'asc' | 'desc') {
  const needle = fold(q)
  const found = all.filter(
    (row) =>
      (!status || row.status === status) &&
      [row.full_name, row.post, row.email, row.age, row.salary, row.start_date].some((field) =>
        fold(String(field)).includes(needle),
      ),
  )
  found.sort((a, b) => {
    const [x, y] = [keyOf(a, column), keyOf(b, column)]
    return (x < y ? -1 : x > y ? 1 : 0) || a.id - b.id
  })
  if (sort === 'desc') found.reverse()
  return found
}

const cases: [string, number, DataTableSortColumn, 'asc' | 'desc', number][] = [
  ['', 0, 'id', 'asc', 1],
  ['', 0, 'id', 'desc', 400],
  ['', 0, 'full_name', 'asc', 37],
  ['', 0, 'salary', 'desc', 2],
  ['', 0, 'start_date', 'asc', 250],
  ['', 0, 'city', 'desc', 9],
  ['', 0, 'status', 'asc', 120],
  // Deeper than an offset serves well: cut from the column's keys in index order, both ways.
  ['', 0, 'salary', 'desc', 150],
  ['', 0, 'age', 'desc', 230],
  ['', 0, 'experience', 'asc', 200],
  ['garcia', 0, 'email', 'desc', 3],
  ['underwriter', 0, 'age', 'asc', 2],
  ['2024-03', 0, 'post', 'asc', 1],
  ['', 4, 'experience', 'desc', 5],
  ['lucía', 2, 'full_name', 'asc', 1],
]

describe(`${COUNT} imported data-table rows`, () => {
  it('were all imported with their sort keys', async () => {
    expect(await dataTableRows().count()).toBe(COUNT)
    expect((await dataTableRows().get(COUNT))?.nameKey).toBe(fold(all.at(-1)!.full_name))
  })

  it.each(cases)(
    'q=%s status=%i sorted by %s %s, page %i',
    async (q, status, column, sort, page) => {
      const query: Record<string, string> = {
        q,
        sortColumn: column,
        sort,
        page: String(page),
        perPage: '25',
        allData: 'false',
      }
      if (status) query.status = String(status)
      const result = await call<DataTableAnswer>('GET', '/api/datatables/data', { token, query })
      expect(result.status).toBe(200)
      const want = expected(q, status, column, sort)
      expect(result.body.total).toBe(want.length)
      const start = (page - 1) * 25
      expect(result.body.invoices.map((row) => row.id)).toEqual(
        want.slice(start, start + 25).map((row) => row.id),
      )
      expect(want.length === 0 || result.body.invoices.length > 0).toBe(true)
    },
  )
})
