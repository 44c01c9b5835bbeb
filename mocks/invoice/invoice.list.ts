/**
 * The invoice list (contract: `GET /apps/invoice/invoices`). Without a search, pages come
 * straight from the indexes: a status page from `[statusKey+id]`, any sort from its own index,
 * and only the page's rows are read. A search filters the in-memory projection
 * (invoice.search.ts) and reads only the page's rows; so does a status page in another order once
 * that projection is in memory. Every order is total: ties go by id,
 * ascending, and `desc` reverses the whole order, as an index read backwards does.
 */
import { KEY_MAX, KEY_MIN } from '@mocks/db/store'
import type { InvoiceSortColumn } from '@/features/invoice/invoice.schema'
import { searchEntries, searchReady, type SearchEntry, type SortKey } from './invoice.search'
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

const compareKeys = (a: SortKey, b: SortKey) => (a < b ? -1 : a > b ? 1 : 0)

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

function matches(entry: SearchEntry, needle: string, filters: Filters): boolean {
  if (filters.statusKey !== undefined && entry.statusKey !== filters.statusKey) return false
  if (filters.salespersonKey !== undefined && entry.salespersonKey !== filters.salespersonKey)
    return false
  // "paid" also finds every invoice with nothing left to pay.
  return entry.text.includes(needle) || (needle === 'paid' && entry.balanceValue === 0)
}

async function searchPage(params: ListParams, needle: string, filters: Filters) {
  const column = params.sortColumn
  const found = [...(await searchEntries()).values()].filter((entry) =>
    matches(entry, needle, filters),
  )
  found.sort((a, b) => compareKeys(a.keys[column], b.keys[column]) || a.id - b.id)
  if (params.sort === 'desc') found.reverse()
  const start = (params.page - 1) * params.perPage
  const ids = found.slice(start, start + params.perPage).map((entry) => entry.id)
  return { total: found.length, rows: await rowsFor(ids) }
}

export function listInvoices(params: ListParams): Promise<ListPage> {
  const needle = params.q?.trim().toLowerCase() ?? ''
  const statusKey = params.status?.trim().toLowerCase() || undefined
  const salespersonKey = params.salesperson?.trim().toLowerCase() || undefined
  const filters = { statusKey, salespersonKey }
  // A salesperson has no index of its own: the projection answers it, as it does a search.
  if (needle || salespersonKey) return searchPage(params, needle, filters)
  // A status in another order than by id takes two full index reads; the projection, when a
  // search has already built it, answers the same in memory.
  if (statusKey !== undefined && params.sortColumn !== 'id' && searchReady())
    return searchPage(params, '', filters)
  return indexPage(params, statusKey)
}
