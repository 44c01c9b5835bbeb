import { beforeEach, describe, expect, it } from 'vitest'
import { call, exportDatabase, freshDatabase, importEdited, signIn } from '@mocks/test/api'
import {
  type HistoryEntry,
  type Invoice,
  type NewInvoice,
  type StoredClient,
} from '@/features/invoice/invoice.schema'
import { invoiceHistory, invoices } from './invoice.table'
import { api, client, listOf, newInvoice, token, type ErrorBody } from './invoice.test-support'

beforeEach(freshDatabase)

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

describe('import', () => {
  it('remakes the indexed fields of imported invoices, whatever the file says', async () => {
    const t = await token()
    const doc = await exportDatabase(t)
    const first = doc.tables.invoices![0]!
    expect(first.statusKey).toBe(String(first.invoiceStatus).toLowerCase())
    const edited = await importEdited(t, doc, 'invoices', {
      statusKey: 'lying',
      balanceValue: 123456,
    })
    expect(edited.status).toBe(200)
    const stored = (await invoices().get(Number(first.id)))!
    expect(stored.statusKey).toBe(String(first.invoiceStatus).toLowerCase())
    expect(stored.balanceValue).not.toBe(123456)
    const bad = { ...doc, tables: { ...doc.tables, invoices: [{ ...first, total: 'lots' }] } }
    const refused = await call<ErrorBody>('POST', '/api/local-db/import', { token: t, body: bad })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.error.fields ?? {})).toEqual(['tables.invoices.0.total'])
  })
})
