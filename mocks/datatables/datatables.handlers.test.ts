import { beforeEach, describe, expect, it } from 'vitest'
import { call, exportDatabase, freshDatabase, signIn } from '@mocks/test/api'
import {
  DATATABLE_SORT_COLUMNS,
  dataTableAnswerSchema,
  dataTableRowSchema,
  type DataTableAnswer,
  type DataTableRow,
} from '@/features/ui-kit/datatables.schema'
import { SEED_DATATABLE_ROWS } from './datatables.seed'
import { dataTableRows, fold } from './datatables.table'

interface ErrorBody {
  error: { code: string; fields?: Record<string, string> }
}

const PATH = '/api/datatables/data'
const admin = async () => (await signIn()).accessToken
const page = async (query: Record<string, string>) =>
  call<DataTableAnswer>('GET', PATH, { token: await admin(), query })

let seeded: DataTableRow[] = []

beforeEach(async () => {
  await freshDatabase()
  const all = await call<DataTableRow[]>('GET', '/api/datatables/initial-data', {
    token: await admin(),
  })
  seeded = all.body
})

describe('GET /api/datatables/initial-data', () => {
  it('answers the 100 seeded rows in the contract’s shape, without the sort keys', () => {
    expect(seeded).toHaveLength(SEED_DATATABLE_ROWS)
    for (const row of seeded) expect(dataTableRowSchema.safeParse(row).success).toBe(true)
    expect(new Set(seeded.map((row) => row.status))).toEqual(new Set([1, 2, 3, 4, 5]))
    expect(seeded.some((row) => row.avatar === '')).toBe(true)
  })
})

describe('GET /api/datatables/data', () => {
  it('answers a page of 10, the total and every row; allData=false leaves them out', async () => {
    const { status, body } = await page({})
    expect(status).toBe(200)
    expect(dataTableAnswerSchema.parse(body).total).toBe(100)
    expect(body.invoices.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(body.allData).toHaveLength(100)
    const lean = await page({ allData: 'false', page: '10', perPage: '10' })
    expect(lean.body).not.toHaveProperty('allData')
    expect(lean.body.invoices.map((row) => row.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => 91 + i),
    )
    const past = await page({ allData: 'false', page: '11' })
    expect(past.body).toEqual({ invoices: [], total: 100 })
  })

  const searches: [string, (row: DataTableRow) => string][] = [
    ['full_name', (row) => row.full_name.split(' ')[1]!.toUpperCase()],
    ['post', (row) => row.post.toLowerCase()],
    ['email', (row) => row.email.split('@')[1]!],
    ['age', (row) => String(row.age)],
    ['salary', (row) => String(row.salary)],
    ['start_date', (row) => row.start_date.slice(0, 7)],
  ]
  it.each(searches)('searches %s, whatever the case and accents', async (_field, needleOf) => {
    const needle = needleOf(seeded[6]!)
    const { body } = await page({ q: needle, perPage: '100', allData: 'false' })
    const want = seeded.filter((row) =>
      [row.full_name, row.post, row.email, row.age, row.salary, row.start_date].some((value) =>
        fold(String(value)).includes(fold(needle)),
      ),
    )
    expect(body.total).toBe(want.length)
    expect(body.invoices.map((row) => row.id)).toContain(7)
    expect(body.invoices.map((row) => row.id)).toEqual(want.map((row) => row.id))
  })

  it('does not search the city', async () => {
    const { body } = await page({ q: 'münchen', allData: 'false' })
    expect(body.total).toBe(0)
  })

  const sorts = DATATABLE_SORT_COLUMNS.flatMap((column) =>
    (['asc', 'desc'] as const).map((sort) => [column, sort] as const),
  )
  it.each(sorts)('sorts by %s %s, ties by id', async (column, sort) => {
    const { body } = await page({ sortColumn: column, sort, perPage: '100', allData: 'false' })
    const key = (row: DataTableRow) => {
      const value = row[column]
      return typeof value === 'string' && column !== 'start_date' ? fold(value) : value
    }
    const want = [...seeded].sort((a, b) => {
      const [x, y] = [key(a), key(b)]
      return (x < y ? -1 : x > y ? 1 : 0) || a.id - b.id
    })
    if (sort === 'desc') want.reverse()
    expect(body.invoices.map((row) => row.id)).toEqual(want.map((row) => row.id))
    // Pages past the middle are read from the index's far end: the same rows, in order.
    const last = await page({
      sortColumn: column,
      sort,
      perPage: '30',
      page: '4',
      allData: 'false',
    })
    expect(last.body.invoices.map((row) => row.id)).toEqual(want.slice(90).map((row) => row.id))
    const third = await page({
      sortColumn: column,
      sort,
      perPage: '30',
      page: '3',
      allData: 'false',
    })
    expect(third.body.invoices.map((row) => row.id)).toEqual(
      want.slice(60, 90).map((row) => row.id),
    )
  })

  it('filters by status, with a search and a sort', async () => {
    const { body } = await page({ status: '3', sortColumn: 'salary', sort: 'desc', perPage: '5' })
    const want = seeded
      .filter((row) => row.status === 3)
      .sort((a, b) => b.salary - a.salary || b.id - a.id)
    expect(body.total).toBe(want.length)
    expect(body.invoices.map((row) => row.id)).toEqual(want.slice(0, 5).map((row) => row.id))
  })

  const bad: [string, Record<string, string>][] = [
    ['page', { page: 'two' }],
    ['page', { page: '0' }],
    ['perPage', { perPage: '-5' }],
    ['perPage', { perPage: '0' }],
    ['perPage', { perPage: '101' }],
    ['sortColumn', { sortColumn: 'password' }],
    ['sort', { sort: 'up' }],
    ['status', { status: '6' }],
    ['order', { order: 'salary' }],
  ]
  it.each(bad)('answers 400 naming %s for %o', async (field, query) => {
    const result = await call<ErrorBody>('GET', PATH, { token: await admin(), query })
    expect(result.status).toBe(400)
    expect(result.body.error.fields).toHaveProperty(field)
  })

  it('needs a token (401) and the UI kit’s ability: the client gets 403', async () => {
    expect((await call('GET', PATH, { token: null })).status).toBe(401)
    const client = (await signIn('client@demo.com', 'client')).accessToken
    expect((await call('GET', PATH, { token: client })).status).toBe(403)
    const initial = await call('GET', '/api/datatables/initial-data', { token: client })
    expect(initial.status).toBe(403)
  })

  it('exports the rows with their keys and imports them again, keys made afresh', async () => {
    const token = await admin()
    const doc = await exportDatabase(token)
    const rows = doc.tables.dataTableRows!
    expect(rows).toHaveLength(100)
    rows[0] = { ...rows[0], full_name: 'Zoe Zapata', nameKey: 'aaa' }
    const imported = await call('POST', '/api/local-db/import', { token, body: doc })
    expect(imported.status).toBe(200)
    expect((await dataTableRows().get(1))?.nameKey).toBe('zoe zapata')
    const { body } = await page({ sortColumn: 'full_name', sort: 'desc', allData: 'false' })
    expect(body.invoices[0]!.full_name).toBe('Zoe Zapata')
  })
})
