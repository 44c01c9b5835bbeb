import { badRequest } from '@mocks/kernel/errors'
import { withStatus } from '@mocks/kernel/reply'
import { at } from '@mocks/kernel/round-trip'
import { route } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { nextId } from '@mocks/kernel/write'
import { invoiceEndpoints as api } from '@/features/invoice/invoice.endpoints'
import {
  balanceValue,
  invoiceTotals,
  type Invoice,
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

const invoiceOrThrow = (id: number) => getOrThrow(invoices(), id, 'Invoice').then(fromRow)

const list = route(api.list, {
  async handle({ query }) {
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

const one = route(api.one, {
  async handle({ params }) {
    const invoice = await invoiceOrThrow(params.id)
    return { invoice, paymentDetails: paymentDetailsOf(invoice) }
  },
})

const history = route(api.history, {
  async handle({ query }) {
    await invoiceOrThrow(query.id)
    return historyOf(query.id)
  },
})

const add = route(api.add, {
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
    return withStatus(invoice, 201)
  },
})

const update = route(api.update, {
  roundTrip: {
    read: '/api/invoice/invoices/1',
    pick: at('invoice'),
    change: { note: 'Thank you for your business.' },
    wrap: (invoice) => ({ invoice }),
  },
  async handle({ body, session }) {
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

const addPayment = route(api.addPayment, {
  async handle({ body, session }) {
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
const record = route(api.record, {
  async handle({ body, session }) {
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
const duplicate = route(api.duplicate, {
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
    return withStatus(copy, 201)
  },
})

const remove = route(api.remove, {
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
