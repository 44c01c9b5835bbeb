import { beforeEach, describe, expect, it } from 'vitest'
import { freshDatabase } from '@mocks/test/api'
import {
  INVOICE_STATUSES,
  balanceValue,
  type HistoryEntry,
  type Invoice,
  type InvoiceDetail,
} from '@/features/invoice/invoice.schema'
import { SEED_INVOICES } from './invoice.seed'
import { invoices } from './invoice.table'
import { api, listOf, token } from './invoice.test-support'

beforeEach(freshDatabase)

describe('seed', () => {
  it('holds 50 invoices over the six statuses, with mixed, negative and zero balances', async () => {
    const t = await token()
    const { body } = await listOf(t, { perPage: '100' })
    expect(body.total).toBe(SEED_INVOICES)
    const all = body.allData!
    expect(all).toHaveLength(50)
    expect(new Set(all.map((row) => row.invoiceStatus))).toEqual(new Set(INVOICE_STATUSES))
    expect(all.some((row) => typeof row.balance === 'string' && row.balance.startsWith('$'))).toBe(
      true,
    )
    expect(all.some((row) => balanceValue(row.balance) < 0)).toBe(true)
    expect(all.some((row) => balanceValue(row.balance) === 0 && row.invoiceStatus !== 'Paid')).toBe(
      true,
    )
    expect(
      all
        .filter((row) => row.invoiceStatus === 'Paid')
        .every((row) => balanceValue(row.balance) === 0),
    ).toBe(true)
    expect(Object.keys(all[0]!).sort()).toEqual(
      [
        'id',
        'issuedDate',
        'client',
        'service',
        'total',
        'avatar',
        'invoiceStatus',
        'balance',
        'dueDate',
        'items',
        'salesperson',
        'note',
        'paymentTerms',
      ].sort(),
    )
  })

  it('gives every seeded invoice a created entry', async () => {
    const t = await token()
    const { status, body } = await api<HistoryEntry[]>(
      t,
      'GET',
      '/apps/invoice/history',
      undefined,
      { id: '7' },
    )
    expect(status).toBe(200)
    expect(body.at(-1)).toMatchObject({ type: 'created', invoiceId: 7 })
  })
})

describe('GET /apps/invoice/invoices', () => {
  it('pages newest first by default, and drops allData on request', async () => {
    const t = await token()
    const { status, body } = await listOf(t, { allData: 'false' })
    expect(status).toBe(200)
    expect(body.allData).toBeUndefined()
    expect(body.total).toBe(50)
    expect(body.invoices.map((row) => row.id)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41])
    const page3 = await listOf(t, { allData: 'false', page: '3', perPage: '20', sort: 'asc' })
    expect(page3.body.invoices.map((row) => row.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => 41 + i),
    )
  })

  it('matches q on email, name, id, total, balance and due date, case-insensitively', async () => {
    const t = await token()
    const { body: all } = await listOf(t, { perPage: '100', allData: 'false' })
    const sample = all.invoices[5]!
    for (const q of [
      sample.client.companyEmail.toUpperCase(),
      sample.client.name.slice(0, 5).toLowerCase(),
      String(sample.total),
      sample.dueDate,
    ]) {
      const { body } = await listOf(t, { q, perPage: '100', allData: 'false' })
      expect(
        body.invoices.map((row) => row.id),
        q,
      ).toContain(sample.id)
      expect(body.total, q).toBe(body.invoices.length)
    }
    const byString = all.invoices.find(
      (row) => typeof row.balance === 'string' && row.balance !== '$0',
    )!
    const { body } = await listOf(t, { q: String(byString.balance), perPage: '100' })
    expect(body.invoices.map((row) => row.id)).toContain(byString.id)
  })

  it('finds every zero balance for q=paid, and filters by status together with q', async () => {
    const t = await token()
    const { body } = await listOf(t, { q: 'PAID', perPage: '100', allData: 'false' })
    expect(body.total).toBeGreaterThan(0)
    expect(body.invoices.every((row) => balanceValue(row.balance) === 0)).toBe(true)
    const zero = (await invoices().toArray()).filter((row) => row.balanceValue === 0).length
    expect(body.total).toBe(zero)
    const paid = await listOf(t, { q: 'paid', status: 'paid', perPage: '100' })
    expect(paid.body.invoices.every((row) => row.invoiceStatus === 'Paid')).toBe(true)
    const statusOnly = await listOf(t, { status: 'PARTIAL payment', perPage: '100' })
    expect(statusOnly.body.total).toBeGreaterThan(0)
    expect(statusOnly.body.invoices.every((row) => row.invoiceStatus === 'Partial Payment')).toBe(
      true,
    )
    expect((await listOf(t, { status: 'Nope' })).body.total).toBe(0)
  })

  it('keeps the invoices one salesperson handled, case-insensitively, with q and status', async () => {
    const t = await token()
    const rows = await invoices().toArray()
    const lucia = rows.filter((row) => row.salesperson === 'Lucía Fernández')
    expect(lucia.length).toBeGreaterThan(0)
    const { body } = await listOf(t, { salesperson: 'lucía fernández', perPage: '100' })
    expect(body.total).toBe(lucia.length)
    expect(body.invoices.map((row) => row.id)).toEqual(
      lucia.map((row) => row.id).sort((a, b) => b - a),
    )
    const sent = await listOf(t, { salesperson: 'Lucía Fernández', status: 'sent', perPage: '100' })
    expect(sent.body.total).toBe(lucia.filter((row) => row.invoiceStatus === 'Sent').length)
    expect((await listOf(t, { salesperson: 'Nobody' })).body.total).toBe(0)
  })

  it('sorts by nested and plain columns, both ways, the same with or without a search', async () => {
    const t = await token()
    const names = (rows: Invoice[]) => rows.map((row) => row.client.name.toLowerCase())
    const asc = await listOf(t, { sortColumn: 'client.name', sort: 'asc', perPage: '100' })
    expect(names(asc.body.invoices)).toEqual([...names(asc.body.invoices)].sort())
    const searched = await listOf(t, {
      q: '@',
      sortColumn: 'client.name',
      sort: 'asc',
      perPage: '100',
    })
    expect(searched.body.invoices.map((row) => row.id)).toEqual(
      asc.body.invoices.map((row) => row.id),
    )
    const desc = await listOf(t, { sortColumn: 'balance', sort: 'desc', perPage: '100' })
    const balances = desc.body.invoices.map((row) => balanceValue(row.balance))
    expect(balances).toEqual([...balances].sort((a, b) => b - a))
    const inStatus = await listOf(t, {
      status: 'sent',
      sortColumn: 'total',
      sort: 'asc',
      perPage: '100',
    })
    const totals = inStatus.body.invoices.map((row) => row.total)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
    expect(inStatus.body.invoices.every((row) => row.invoiceStatus === 'Sent')).toBe(true)
  })

  it('refuses bad parameters with a 400 naming them', async () => {
    const t = await token()
    for (const [key, value] of [
      ['page', '0'],
      ['perPage', 'abc'],
      ['sort', 'up'],
      ['sortColumn', 'client.password'],
      ['allData', 'maybe'],
    ] as const) {
      const result = await listOf(t, { [key]: value })
      expect(result.status, key).toBe(400)
      expect(Object.keys(result.body.error.fields ?? {}), key).toEqual([key])
    }
  })
})

describe('GET /api/invoice/invoices/{id}', () => {
  it('answers the invoice with payment details; 404 unknown, 400 not numeric', async () => {
    const t = await token()
    const { status, body } = await api<InvoiceDetail>(t, 'GET', '/api/invoice/invoices/3')
    expect(status).toBe(200)
    expect(body.invoice.id).toBe(3)
    expect(Object.keys(body.paymentDetails).sort()).toEqual([
      'bankName',
      'country',
      'iban',
      'swiftCode',
      'totalDue',
    ])
    expect((await api(t, 'GET', '/api/invoice/invoices/999')).status).toBe(404)
    expect((await api(t, 'GET', '/apps/invoice/history', undefined, { id: '999' })).status).toBe(
      404,
    )
    const badHistory = await api(t, 'GET', '/apps/invoice/history', undefined, { id: 'x' })
    expect(badHistory.status).toBe(400)
    expect(badHistory.body.error.fields).toHaveProperty('id')
    expect((await api(t, 'GET', '/apps/invoice/history')).status).toBe(400)
    const bad = await api(t, 'GET', '/api/invoice/invoices/abc')
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toHaveProperty('id')
  })
})
