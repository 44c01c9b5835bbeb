/**
 * Ten thousand invoices through the local-db import: the indexed pages and the search answer
 * exactly what a plain filter and sort over every row would (correctness, not timing; the
 * timing is scripts/bench/invoices.mjs).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { call, exportDatabase, freshDatabase, signIn } from '@mocks/test/api'
import {
  balanceValue,
  type Invoice,
  type InvoiceList,
  type InvoiceSortColumn,
} from '@/features/invoice/invoice.schema'
import { generateInvoice } from './invoice.seed'
import { invoices } from './invoice.table'

const COUNT = 10_000
let token = ''
let all: Invoice[] = []

beforeAll(async () => {
  await freshDatabase()
  token = (await signIn()).accessToken
  const exported = await exportDatabase(token)
  all = Array.from({ length: COUNT }, (_, index) => generateInvoice(index + 1))
  const doc = { ...exported, tables: { ...exported.tables, invoices: all, invoiceHistory: [] } }
  const imported = await call('POST', '/api/local-db/import', { token, body: doc })
  expect(imported.status).toBe(200)
}, 120_000)

const keyOf: Record<InvoiceSortColumn, (row: Invoice) => string | number> = {
  id: (row) => row.id,
  issuedDate: (row) => row.issuedDate,
  dueDate: (row) => row.dueDate,
  total: (row) => row.total,
  balance: (row) => balanceValue(row.balance),
  invoiceStatus: (row) => row.invoiceStatus.toLowerCase(),
  service: (row) => row.service.toLowerCase(),
  'client.name': (row) => row.client.name.toLowerCase(),
  'client.companyEmail': (row) => row.client.companyEmail.toLowerCase(),
}

function expected(q: string, status: string, column: InvoiceSortColumn, sort: 'asc' | 'desc') {
  const needle = q.toLowerCase()
  const found = all.filter((row) => {
    if (status && row.invoiceStatus.toLowerCase() !== status.toLowerCase()) return false
    if (!needle) return true
    const fields = [
      row.client.companyEmail,
      row.client.name,
      row.id,
      row.total,
      row.balance,
      row.dueDate,
    ]
    return (
      fields.some((field) => String(field).toLowerCase().includes(needle)) ||
      (needle === 'paid' && balanceValue(row.balance) === 0)
    )
  })
  const key = keyOf[column]
  found.sort((a, b) => {
    const [x, y] = [key(a), key(b)]
    return (x < y ? -1 : x > y ? 1 : 0) || a.id - b.id
  })
  if (sort === 'desc') found.reverse()
  return found
}

const cases: [string, string, InvoiceSortColumn, 'asc' | 'desc', number][] = [
  ['', '', 'id', 'desc', 1],
  ['', '', 'client.name', 'asc', 37],
  ['', 'Paid', 'id', 'desc', 3],
  ['', 'past due', 'balance', 'desc', 2],
  ['lucia', '', 'client.name', 'desc', 5],
  ['paid', '', 'total', 'asc', 4],
  ['2026-10', 'Sent', 'dueDate', 'asc', 1],
  ['$', '', 'client.companyEmail', 'asc', 12],
  ['schmidt', 'draft', 'issuedDate', 'desc', 2],
  // The searches above built the projection: a status in another order is cut from it.
  ['', 'Partial Payment', 'client.name', 'asc', 3],
  ['', 'downloaded', 'total', 'desc', 1],
]

describe(`${COUNT} imported invoices`, () => {
  it('were all imported with their indexed fields', async () => {
    expect(await invoices().count()).toBe(COUNT)
    expect((await invoices().get(COUNT))?.statusKey).toBe(all.at(-1)!.invoiceStatus.toLowerCase())
  })

  it.each(cases)(
    'q=%s status=%s sorted by %s %s, page %i',
    async (q, status, column, sort, page) => {
      const result = await call<InvoiceList>('GET', '/apps/invoice/invoices', {
        token,
        query: {
          q,
          status,
          sortColumn: column,
          sort,
          page: String(page),
          perPage: '25',
          allData: 'false',
        },
      })
      expect(result.status).toBe(200)
      const want = expected(q, status, column, sort)
      expect(result.body.total).toBe(want.length)
      const start = (page - 1) * 25
      expect(result.body.invoices.map((row) => row.id)).toEqual(
        want.slice(start, start + 25).map((row) => row.id),
      )
    },
  )

  it('keeps the search in step with writes', async () => {
    const body = { id: 9_999, amount: 1, date: '2026-11-22', method: 'Card' }
    const before = await call<InvoiceList>('GET', '/apps/invoice/invoices', {
      token,
      query: { q: 'lucia', perPage: '1000', allData: 'false' },
    })
    await call('DELETE', '/apps/invoice/delete', {
      token,
      body: { id: before.body.invoices[0]!.id },
    })
    const after = await call<InvoiceList>('GET', '/apps/invoice/invoices', {
      token,
      query: { q: 'lucia', perPage: '1000', allData: 'false' },
    })
    expect(after.body.total).toBe(before.body.total - 1)
    expect(body.id).toBe(9_999)
  })
})
