/**
 * The invoice list (contract: `GET /apps/invoice/invoices`). Without a search, pages come
 * straight from the indexes: a status page from `[statusKey+id]`, any sort from its own index,
 * and only the page's rows are read. A search filters the projection (invoice.search.ts: in
 * memory in the worker, a side table on the server) and reads only the page's rows; so does a
 * status page in another order once that projection is ready. On the server the projection
 * answers every page (its side table's indexes cut a deep page without reading the rows it
 * skips). Every order is total: ties go by id, ascending, and `desc` reverses the whole order, as
 * an index read backwards does.
 */
import { projected } from '@mocks/db/projection'
import { KEY_MAX, KEY_MIN } from '@mocks/db/store'
import type { InvoiceSortColumn } from '@/features/invoice/invoice.schema'
import { invoiceSearch } from './invoice.search'
import { invoices, type InvoiceRow } from './invoice.table'

export interface ListParams {
  q?: string
  status?: string
  salesperson?: string
  page: number
  perPage: number
  sort: 'asc' | 'desc'
  sortColumn: InvoiceSortColumn
}

export interface ListPage {
  total: number
  rows: InvoiceRow[]
}

/** The index each sortable column is read from. */
const INDEX: Record<InvoiceSortColumn, string> = {
  id: ':id',
  issuedDate: 'issuedDate',
  dueDate: 'dueDate',
  total: 'total',
  balance: 'balanceValue',
  invoiceStatus: 'statusKey',
  service: 'serviceKey',
  'client.name': 'clientNameKey',
  'client.companyEmail': 'clientEmailKey',
}

async function rowsFor(ids: readonly number[]): Promise<InvoiceRow[]> {
  const rows = await invoices().bulkGet([...ids])
  return rows.filter((row): row is InvoiceRow => row !== undefined)
}

async function indexPage(params: ListParams, statusKey: string | undefined): Promise<ListPage> {
  const start = (params.page - 1) * params.perPage
  const table = invoices()
  if (statusKey === undefined || params.sortColumn === 'id') {
    // Dexie's offset and limit change the collection they are called on: one per use.
    const collection = () => {
      const picked =
        statusKey === undefined
          ? table.orderBy(INDEX[params.sortColumn])
          : table.where('[statusKey+id]').between([statusKey, KEY_MIN], [statusKey, KEY_MAX])
      return params.sort === 'desc' ? picked.reverse() : picked
    }
    const [total, rows] = await Promise.all([
      statusKey === undefined ? table.count() : collection().count(),
      collection().offset(start).limit(params.perPage).toArray(),
    ])
    return { total, rows }
  }
  // A status and another order: the status's ids, in the order of the sort's index.
  const [inStatus, ordered] = await Promise.all([
    table.where('statusKey').equals(statusKey).primaryKeys(),
    table.orderBy(INDEX[params.sortColumn]).primaryKeys(),
  ])
  const wanted = new Set(inStatus)
  const ids = ordered.filter((id) => wanted.has(id))
  if (params.sort === 'desc') ids.reverse()
  return { total: ids.length, rows: await rowsFor(ids.slice(start, start + params.perPage)) }
}

interface Filters {
  statusKey: string | undefined
  salespersonKey: string | undefined
}

const paidToo = { orEquals: { balance: 0 } }

async function searchPage(params: ListParams, needle: string, filters: Filters) {
  const equals = {
    ...(filters.statusKey === undefined ? {} : { invoiceStatus: filters.statusKey }),
    ...(filters.salespersonKey === undefined ? {} : { salesperson: filters.salespersonKey }),
  }
  const { total, ids } = await projected(invoiceSearch).page({
    equals,
    // "paid" also finds every invoice with nothing left to pay.
    ...(needle ? { search: { text: needle, ...(needle === 'paid' ? paidToo : {}) } } : {}),
    orderBy: params.sortColumn,
    reverse: params.sort === 'desc',
    offset: (params.page - 1) * params.perPage,
    limit: params.perPage,
  })
  return { total, rows: await rowsFor(ids) }
}

export function listInvoices(params: ListParams): Promise<ListPage> {
  const needle = params.q?.trim().toLowerCase() ?? ''
  const statusKey = params.status?.trim().toLowerCase() || undefined
  const salespersonKey = params.salesperson?.trim().toLowerCase() || undefined
  const filters = { statusKey, salespersonKey }
  // A salesperson has no index of its own: the projection answers it, as it does a search.
  if (needle || salespersonKey) return searchPage(params, needle, filters)
  // A status in another order than by id takes two full index reads; the projection, when it is
  // ready (built by an earlier search in the worker, always on the server), answers the same.
  if (statusKey !== undefined && params.sortColumn !== 'id' && projected(invoiceSearch).ready())
    return searchPage(params, '', filters)
  // Where other processes write too (the server), the projection answers every page: its
  // covering indexes cut a deep page without reading the rows it skips.
  if (projected(invoiceSearch).generation() === null) return searchPage(params, '', filters)
  return indexPage(params, statusKey)
}
