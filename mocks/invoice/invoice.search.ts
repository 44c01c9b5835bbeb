/**
 * What a search (`q`) needs of every invoice: the lower-cased text the contract searches (client
 * email and name, id, total, balance, due date), the sort keys and the salesperson. Substring
 * search cannot use an index, and reading 10,000 rows takes far longer than a page may, so it is
 * a projection (db/projection.ts): in the worker's memory, in a side table on the server.
 */
import { defineProjection, type ProjectedEntry } from '@mocks/db/projection'
import { INVOICE_SORT_COLUMNS, type InvoiceSortColumn } from '@/features/invoice/invoice.schema'
import type { InvoiceRow } from './invoice.table'

export type SearchKey = InvoiceSortColumn | 'salesperson'

export type SearchEntry = ProjectedEntry<SearchKey>

export const entryOf = (row: InvoiceRow): SearchEntry => ({
  id: row.id,
  text: [
    row.clientEmailKey,
    row.clientNameKey,
    String(row.id),
    String(row.total),
    String(row.balance).toLowerCase(),
    row.dueDate,
  ].join('\u0001'),
  keys: {
    id: row.id,
    issuedDate: row.issuedDate,
    dueDate: row.dueDate,
    total: row.total,
    balance: row.balanceValue,
    invoiceStatus: row.statusKey,
    service: row.serviceKey,
    'client.name': row.clientNameKey,
    'client.companyEmail': row.clientEmailKey,
    salesperson: (row.salesperson ?? '').trim().toLowerCase(),
  },
})

export const invoiceSearch = defineProjection<InvoiceRow, SearchKey>({
  name: 'invoiceSearch',
  table: 'invoices',
  keys: [...INVOICE_SORT_COLUMNS, 'salesperson'],
  entryOf,
})
