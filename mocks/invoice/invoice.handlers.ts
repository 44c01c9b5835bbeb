import { badRequest } from '@mocks/kernel/errors'
import { parseWith } from '@mocks/kernel/parse'
import { reply } from '@mocks/kernel/reply'
import { at } from '@mocks/kernel/round-trip'
import { route } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { nextId } from '@mocks/kernel/write'
import {
  addInvoiceInput,
  addPaymentInput,
  balanceValue,
  invoiceIdInput,
  invoiceIdQuery,
  invoiceListQuerySchema,
  invoiceTotals,
  recordEventInput,
  updateInvoiceInput,
  type HistoryEntry,
  type Invoice,
  type InvoiceDetail,
  type InvoiceList,
  type InvoiceStatus,
} from '@/features/invoice/invoice.schema'
import { clientRoutes } from './invoice.clients'
import {
  addDays,
  applyPatch,
  daysBetween,
  paymentDetailsOf,
  round2,
  today,
  updateEntries,
} from './invoice.compose'
import { historyOf, recordHistory, whoIs, type NewEntry } from './invoice.history'
import { listInvoices } from './invoice.list'
import { fromRow, invoiceHistory, invoices, toRow } from './invoice.table'

const BASE = '/apps/invoice'

const invoiceOrThrow = (id: number) => getOrThrow(invoices(), id, 'Invoice').then(fromRow)

const list = route({
  method: 'GET',
  path: `${BASE}/invoices`,
  query: invoiceListQuerySchema,
  async handle({ query }): Promise<InvoiceList> {
    const { total, rows } = await listInvoices({
      q: query.q,
      status: query.status,
      salesperson: query.salesperson,
      page: query.page ?? 1,
      perPage: query.perPage ?? 10,
      sort: query.sort ?? 'desc',
      sortColumn: query.sortColumn ?? 'id',
    })
    const page = { total, invoices: rows.map(fromRow) }
    if (query.allData === 'false') return page
    return { allData: (await invoices().toArray()).map(fromRow), ...page }
  },
})

const one = route({
  method: 'GET',
  path: '/api/invoice/invoices/:id',
  async handle({ params }): Promise<InvoiceDetail> {
    const { id } = parseWith(invoiceIdQuery, params)
    const invoice = await invoiceOrThrow(id)
    return { invoice, paymentDetails: paymentDetailsOf(invoice) }
  },
})

const history = route({
  method: 'GET',
  path: `${BASE}/history`,
  query: invoiceIdQuery,
  async handle({ query }): Promise<HistoryEntry[]> {
    await invoiceOrThrow(query.id)
    return historyOf(query.id)
  },
})

const add = route({
  method: 'POST',
  path: `${BASE}/add`,
  body: addInvoiceInput,
  async handle({ body, session }) {
    const { id: _id, total: _total, balance, ...fields } = body.invoice
    const by = await whoIs(session)
    const total = invoiceTotals(fields.items).total
    const invoice: Invoice = {
      ...fields,
      id: await nextId(invoices()),
      total,
      balance: balance ?? total,
    }
    await invoices().add(toRow(invoice))
    await recordHistory(by, [{ invoiceId: invoice.id, type: 'created' }])
    return reply(invoice, 201)
  },
})

const update = route({
  method: 'POST',
  path: `${BASE}/update`,
  body: updateInvoiceInput,
  roundTrip: {
    read: '/api/invoice/invoices/1',
    pick: at('invoice'),
    change: { note: 'Thank you for your business.' },
    wrap: (invoice) => ({ invoice }),
  },
  async handle({ body, session }): Promise<Invoice> {
    const { id, total: _total, ...changes } = body.invoice
    const stored = await invoiceOrThrow(id)
    const next = applyPatch(stored, changes)
    if (next.dueDate < next.issuedDate)
      throw badRequest('The due date is before the issue date', {
        'invoice.dueDate': 'The due date is before the issue date',
      })
    const entries = updateEntries(stored, next)
    if (entries.length === 0) return stored
    const by = await whoIs(session)
    await invoices().put(toRow(next))
    await recordHistory(by, entries)
    return next
  },
})

const addPayment = route({
  method: 'POST',
  path: `${BASE}/add-payment`,
  body: addPaymentInput,
  async handle({ body, session }): Promise<Invoice> {
    const stored = await invoiceOrThrow(body.id)
    const owed = balanceValue(stored.balance)
    if (owed <= 0) throw badRequest('Nothing is left to pay', { amount: 'Nothing is left to pay' })
    if (body.amount > owed + 1e-9) {
      const message = `At most the balance, ${owed.toFixed(2)}`
      throw badRequest(message, { amount: message })
    }
    const balance = round2(owed - body.amount)
    const status: InvoiceStatus = balance === 0 ? 'Paid' : 'Partial Payment'
    const next: Invoice = { ...stored, balance, invoiceStatus: status }
    const entries: NewEntry[] = [
      {
        invoiceId: stored.id,
        type: 'payment',
        amount: body.amount,
        method: body.method,
        date: body.date,
        balance,
        ...(body.note ? { note: body.note } : {}),
      },
    ]
    if (status !== stored.invoiceStatus)
      entries.push({ invoiceId: stored.id, type: 'status', from: stored.invoiceStatus, to: status })
    const by = await whoIs(session)
    await invoices().put(toRow(next))
    await recordHistory(by, entries)
    return next
  },
})

/** Not in the list: the preview's send and download buttons record what they did. */
const record = route({
  method: 'POST',
  path: `${BASE}/record`,
  body: recordEventInput,
  async handle({ body, session }): Promise<Invoice> {
    const stored = await invoiceOrThrow(body.id)
    const event: NewEntry = { invoiceId: stored.id, type: body.event }
    if (body.recipient) event.recipient = body.recipient
    const entries = [event]
    let next = stored
    const moves = body.event === 'sent' ? ['Draft', 'Downloaded'] : ['Draft']
    if (moves.includes(stored.invoiceStatus)) {
      const to: InvoiceStatus = body.event === 'sent' ? 'Sent' : 'Downloaded'
      next = { ...stored, invoiceStatus: to }
      entries.push({ invoiceId: stored.id, type: 'status', from: stored.invoiceStatus, to })
      await invoices().put(toRow(next))
    }
    await recordHistory(await whoIs(session), entries)
    return next
  },
})

/** A copy issued today, as a draft owing its whole total. */
const duplicate = route({
  method: 'POST',
  path: `${BASE}/duplicate`,
  body: invoiceIdInput,
  async handle({ body, session }) {
    const source = await invoiceOrThrow(body.id)
    const issuedDate = today()
    const copy: Invoice = {
      ...source,
      id: await nextId(invoices()),
      issuedDate,
      dueDate: addDays(issuedDate, Math.max(0, daysBetween(source.issuedDate, source.dueDate))),
      invoiceStatus: 'Draft',
      balance: source.total,
    }
    await invoices().add(toRow(copy))
    await recordHistory(await whoIs(session), [
      { invoiceId: copy.id, type: 'duplicated', sourceId: source.id },
    ])
    return reply(copy, 201)
  },
})

const remove = route({
  method: 'DELETE',
  path: `${BASE}/delete`,
  body: invoiceIdInput,
  async handle({ body }) {
    const invoice = await invoiceOrThrow(body.id)
    await invoiceHistory().where('invoiceId').equals(invoice.id).delete()
    await invoices().delete(invoice.id)
    return { id: invoice.id }
  },
})

export const invoiceRoutes = [
  list,
  one,
  history,
  add,
  update,
  addPayment,
  record,
  duplicate,
  remove,
  ...clientRoutes,
]
