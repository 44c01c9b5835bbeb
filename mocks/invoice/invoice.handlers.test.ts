import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import {
  INVOICE_STATUSES,
  balanceValue,
  type HistoryEntry,
  type Invoice,
  type InvoiceDetail,
  type InvoiceList,
  type NewInvoice,
  type StoredClient,
} from '@/features/invoice/invoice.schema'
import { SEED_INVOICES } from './invoice.seed'
import { invoiceHistory, invoices } from './invoice.table'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const token = async () => (await signIn()).accessToken
const api = <T>(
  t: string | null,
  method: string,
  path: string,
  body?: unknown,
  query?: Record<string, string>,
) => call<T & ErrorBody>(method, path, { token: t, body, query })
const listOf = (t: string, query: Record<string, string>) =>
  api<InvoiceList>(t, 'GET', '/apps/invoice/invoices', undefined, query)

const client = {
  name: 'Ana Torres',
  company: 'Torres Seguros',
  companyEmail: 'ana@torresseguros.es',
  address: 'Gran Vía 1, Madrid',
  country: 'Spain',
  contact: '+34 600 111 222',
}
const newInvoice = (overrides: Partial<NewInvoice> = {}): NewInvoice => ({
  issuedDate: '2026-11-20',
  dueDate: '2026-12-20',
  client,
  service: 'Fleet policy renewal',
  items: [
    { item: 'Fleet policy', description: 'Annual', cost: 1000, quantity: 2, discount: 10, tax: 0 },
    { item: 'Assistance', description: '', cost: 50, quantity: 1, discount: 0, tax: 20 },
  ],
  salesperson: 'John Doe',
  note: 'Thanks',
  paymentTerms: 'Net 30',
  ...overrides,
})

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

describe('POST /apps/invoice/add', () => {
  it('creates the invoice with the next id, the computed total, and a created entry by the caller', async () => {
    const t = await token()
    const { status, body } = await api<Invoice>(t, 'POST', '/apps/invoice/add', {
      invoice: newInvoice({ total: 1 } as Partial<NewInvoice>),
    })
    expect(status).toBe(201)
    expect(body).toMatchObject({ id: 51, total: 1860, balance: 1860, invoiceStatus: 'Draft' })
    const history = await api<HistoryEntry[]>(t, 'GET', '/apps/invoice/history', undefined, {
      id: '51',
    })
    expect(history.body).toEqual([expect.objectContaining({ type: 'created', by: 'John Doe' })])
    const found = await listOf(t, { q: 'torresseguros', allData: 'false' })
    expect(found.body.invoices.map((row) => row.id)).toEqual([51])
  })

  it('refuses bad input with the field named', async () => {
    const t = await token()
    const cases: [unknown, string][] = [
      [{ invoice: newInvoice({ items: [] }) }, 'invoice.items'],
      [{ invoice: newInvoice({ issuedDate: 'yesterday' }) }, 'invoice.issuedDate'],
      [{ invoice: newInvoice({ dueDate: '2026-01-01' }) }, 'invoice.dueDate'],
      [
        { invoice: newInvoice({ client: { ...client, companyEmail: 'nope' } }) },
        'invoice.client.companyEmail',
      ],
      [
        {
          invoice: {
            ...newInvoice(),
            items: [{ item: '', description: '', cost: 1, quantity: 1, discount: 0, tax: 0 }],
          },
        },
        'invoice.items.0.item',
      ],
      [
        {
          invoice: {
            ...newInvoice(),
            items: [{ item: 'x', description: '', cost: '5', quantity: 1, discount: 0, tax: 0 }],
          },
        },
        'invoice.items.0.cost',
      ],
      [
        {
          invoice: {
            ...newInvoice(),
            items: [{ item: 'x', description: '', cost: 5, quantity: 1.5, discount: 0, tax: 0 }],
          },
        },
        'invoice.items.0.quantity',
      ],
      [{ invoice: { ...newInvoice(), invoiceStatus: 'Lost' } }, 'invoice.invoiceStatus'],
      [{ invoice: { ...newInvoice(), balance: '724' } }, 'invoice.balance'],
      [{}, 'invoice'],
    ]
    for (const [body, field] of cases) {
      const result = await api(t, 'POST', '/apps/invoice/add', body)
      expect(result.status, field).toBe(400)
      expect(result.body.error.fields, field).toHaveProperty([field])
    }
    expect(await invoices().count()).toBe(50)
  })
})

describe('POST /apps/invoice/update', () => {
  it('changes the fields given, recomputes the total, moves the balance, and records the edit', async () => {
    const t = await token()
    // A fresh database is searched afresh: the invoice the add test made is gone.
    expect((await listOf(t, { q: 'torresseguros' })).body.total).toBe(0)
    await api(t, 'POST', '/apps/invoice/add', { invoice: newInvoice() })
    const { status, body } = await api<Invoice>(t, 'POST', '/apps/invoice/update', {
      invoice: {
        id: 51,
        note: 'Changed',
        items: [
          { item: 'Fleet policy', description: '', cost: 100, quantity: 1, discount: 0, tax: 0 },
        ],
        invoiceStatus: 'Sent',
      },
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: 51,
      note: 'Changed',
      total: 100,
      balance: 100,
      invoiceStatus: 'Sent',
    })
    const history = await api<HistoryEntry[]>(t, 'GET', '/apps/invoice/history', undefined, {
      id: '51',
    })
    const types = history.body.map((entry) => entry.type)
    expect(types).toEqual(expect.arrayContaining(['edited', 'status', 'created']))
    const edited = history.body.find((entry) => entry.type === 'edited')!
    expect(edited.fields).toEqual(expect.arrayContaining(['items', 'note', 'total', 'balance']))
    expect(history.body.find((entry) => entry.type === 'status')).toMatchObject({
      from: 'Draft',
      to: 'Sent',
    })
  })

  it('answers 404 for an unknown id and 400 for bad input', async () => {
    const t = await token()
    expect(
      (await api(t, 'POST', '/apps/invoice/update', { invoice: { id: 999, note: 'x' } })).status,
    ).toBe(404)
    const bad = [
      [{ invoice: { id: 'abc' } }, 'invoice.id'],
      [{ invoice: { note: 'x' } }, 'invoice.id'],
      [{ invoice: { id: 1, total: 5, items: 'none' } }, 'invoice.items'],
      [{ invoice: { id: 1, dueDate: '2000-01-01' } }, 'invoice.dueDate'],
    ] as const
    for (const [body, field] of bad) {
      const result = await api(t, 'POST', '/apps/invoice/update', body)
      expect(result.status, field).toBe(400)
      expect(result.body.error.fields, field).toHaveProperty([field])
    }
  })
})

describe('POST /apps/invoice/add-payment', () => {
  it('lowers the balance, then marks the invoice Paid at zero, with the history', async () => {
    const t = await token()
    await api(t, 'POST', '/apps/invoice/add', { invoice: newInvoice() })
    const payment = { id: 51, date: '2026-11-22', method: 'Card' }
    const part = await api<Invoice>(t, 'POST', '/apps/invoice/add-payment', {
      ...payment,
      amount: 860,
    })
    expect(part.status).toBe(200)
    expect(part.body).toMatchObject({ balance: 1000, invoiceStatus: 'Partial Payment' })
    const over = await api(t, 'POST', '/apps/invoice/add-payment', { ...payment, amount: 1000.01 })
    expect(over.status).toBe(400)
    expect(over.body.error.fields).toHaveProperty('amount')
    const rest = await api<Invoice>(t, 'POST', '/apps/invoice/add-payment', {
      ...payment,
      amount: 1000,
      note: 'Final',
    })
    expect(rest.body).toMatchObject({ balance: 0, invoiceStatus: 'Paid' })
    const history = await api<HistoryEntry[]>(t, 'GET', '/apps/invoice/history', undefined, {
      id: '51',
    })
    const payments = history.body.filter((entry) => entry.type === 'payment')
    expect(payments.map((entry) => entry.amount)).toEqual([1000, 860])
    expect(payments[0]).toMatchObject({ note: 'Final', balance: 0, method: 'Card', by: 'John Doe' })
    const statuses = history.body
      .filter((entry) => entry.type === 'status')
      .map((entry) => entry.to)
    expect(statuses).toEqual(['Paid', 'Partial Payment'])
    const paidNow = await listOf(t, { q: 'paid', perPage: '100' })
    expect(paidNow.body.invoices.map((row) => row.id)).toContain(51)
  })

  it('refuses 0, negative, wrong types, unknown methods, nothing owed and unknown ids', async () => {
    const t = await token()
    const ok = { id: 1, date: '2026-11-22', method: 'Card', amount: 1 }
    const cases = [
      [{ ...ok, amount: 0 }, 'amount'],
      [{ ...ok, amount: -5 }, 'amount'],
      [{ ...ok, amount: '5' }, 'amount'],
      [{ ...ok, method: 'Gold' }, 'method'],
      [{ ...ok, date: 'today' }, 'date'],
      [{ ...ok, id: 'x' }, 'id'],
    ] as const
    for (const [body, field] of cases) {
      const result = await api(t, 'POST', '/apps/invoice/add-payment', body)
      expect(result.status, JSON.stringify(body)).toBe(400)
      expect(result.body.error.fields, field).toHaveProperty([field])
    }
    // A refused payment writes nothing: neither the invoice nor its timeline.
    expect(await invoiceHistory().where('invoiceId').equals(1).count()).toBe(
      (await api<HistoryEntry[]>(t, 'GET', '/apps/invoice/history', undefined, { id: '1' })).body
        .length,
    )
    const historyBefore = await invoiceHistory().count()
    const invoiceBefore = await invoices().get(1)
    expect((await api(t, 'POST', '/apps/invoice/add-payment', { ...ok, amount: 1e9 })).status).toBe(
      400,
    )
    expect(await invoiceHistory().count()).toBe(historyBefore)
    expect(await invoices().get(1)).toEqual(invoiceBefore)
    const paid = (await invoices().toArray()).find((row) => row.balanceValue <= 0)!
    const nothing = await api(t, 'POST', '/apps/invoice/add-payment', { ...ok, id: paid.id })
    expect(nothing.status).toBe(400)
    expect((await api(t, 'POST', '/apps/invoice/add-payment', { ...ok, id: 999 })).status).toBe(404)
  })
})

describe('record, duplicate, delete', () => {
  it('records a send and a download, moving a draft on', async () => {
    const t = await token()
    await api(t, 'POST', '/apps/invoice/add', { invoice: newInvoice() })
    const down = await api<Invoice>(t, 'POST', '/apps/invoice/record', {
      id: 51,
      event: 'downloaded',
    })
    expect(down.body.invoiceStatus).toBe('Downloaded')
    const sent = await api<Invoice>(t, 'POST', '/apps/invoice/record', {
      id: 51,
      event: 'sent',
      recipient: client.companyEmail,
    })
    expect(sent.body.invoiceStatus).toBe('Sent')
    const history = await api<HistoryEntry[]>(t, 'GET', '/apps/invoice/history', undefined, {
      id: '51',
    })
    expect(history.body.find((entry) => entry.type === 'sent')).toMatchObject({
      recipient: client.companyEmail,
    })
    expect((await api(t, 'POST', '/apps/invoice/record', { id: 51, event: 'lost' })).status).toBe(
      400,
    )
    expect((await api(t, 'POST', '/apps/invoice/record', { id: 999, event: 'sent' })).status).toBe(
      404,
    )
  })

  it('duplicates as a new draft owing its total', async () => {
    const t = await token()
    const { status, body } = await api<Invoice>(t, 'POST', '/apps/invoice/duplicate', { id: 2 })
    expect(status).toBe(201)
    expect(body).toMatchObject({ id: 51, invoiceStatus: 'Draft' })
    expect(body.balance).toBe(body.total)
    const history = await api<HistoryEntry[]>(t, 'GET', '/apps/invoice/history', undefined, {
      id: '51',
    })
    expect(history.body).toEqual([expect.objectContaining({ type: 'duplicated', sourceId: 2 })])
    expect((await api(t, 'POST', '/apps/invoice/duplicate', { id: 999 })).status).toBe(404)
  })

  it('deletes by body or query, with its history; 404 unknown, 400 bad id', async () => {
    const t = await token()
    expect((await api(t, 'DELETE', '/apps/invoice/delete', { id: 4 })).status).toBe(200)
    expect(await invoiceHistory().where('invoiceId').equals(4).count()).toBe(0)
    expect((await call('DELETE', '/apps/invoice/delete?id=5', { token: t })).status).toBe(200)
    expect(await invoices().count()).toBe(48)
    expect((await api(t, 'DELETE', '/apps/invoice/delete', { id: 4 })).status).toBe(404)
    expect((await api(t, 'DELETE', '/apps/invoice/delete', { id: 'x' })).status).toBe(400)
    expect((await api(t, 'GET', '/apps/invoice/history', undefined, { id: '4' })).status).toBe(404)
    const list = await listOf(t, { q: '@', perPage: '100', allData: 'false' })
    expect(list.body.invoices.map((row) => row.id)).not.toContain(4)
  })
})

describe('clients', () => {
  it('answers the first five, searches, and adds a client (taken email: 400)', async () => {
    const t = await token()
    const first = await api<StoredClient[]>(t, 'GET', '/api/invoice/clients')
    expect(first.body.map((row) => row.id)).toEqual([1, 2, 3, 4, 5])
    const added = await api<StoredClient>(t, 'POST', '/api/invoice/clients', { client })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ id: 13, ...client })
    const found = await api<StoredClient[]>(t, 'GET', '/api/invoice/clients', undefined, {
      q: 'torres',
    })
    expect(found.body.map((row) => row.id)).toEqual([13])
    const again = await api(t, 'POST', '/api/invoice/clients', {
      client: { ...client, companyEmail: 'ANA@torresseguros.es' },
    })
    expect(again.status).toBe(400)
    expect(again.body.error.fields).toHaveProperty(['client.companyEmail'])
    const bad = await api(t, 'POST', '/api/invoice/clients', { client: { ...client, name: '' } })
    expect(bad.body.error.fields).toHaveProperty(['client.name'])
  })
})

describe('access', () => {
  it('needs a bearer (401) and the invoice ability (403 for the client)', async () => {
    expect((await api(null, 'GET', '/apps/invoice/invoices')).status).toBe(401)
    const { accessToken } = await signIn('client@demo.com', 'client')
    const calls = [
      ['GET', '/apps/invoice/invoices'],
      ['GET', '/api/invoice/invoices/1'],
      ['GET', '/apps/invoice/history?id=1'],
      ['GET', '/api/invoice/clients'],
      ['POST', '/api/invoice/clients'],
      ['POST', '/apps/invoice/add'],
      ['POST', '/apps/invoice/update'],
      ['POST', '/apps/invoice/add-payment'],
      ['POST', '/apps/invoice/record'],
      ['POST', '/apps/invoice/duplicate'],
      ['DELETE', '/apps/invoice/delete'],
    ] as const
    for (const [method, path] of calls) {
      const body = method === 'GET' ? undefined : { id: 1, invoice: newInvoice(), amount: 1 }
      expect((await call(method, path, { token: accessToken, body })).status, path).toBe(403)
    }
    expect(await invoices().count()).toBe(50)
  })
})
