/**
 * What a search (`q`) needs of every invoice, kept in the worker's memory: the lower-cased text
 * the contract searches (client email and name, id, total, balance, due date) and the sort keys.
 * Substring search cannot use an index, and reading 10,000 rows takes far longer than a page may,
 * so it is an in-memory projection (db/projection.ts) kept up to date with every committed write.
 */
import { projection } from '@mocks/db/projection'
import type { InvoiceSortColumn } from '@/features/invoice/invoice.schema'
import type { InvoiceRow } from './invoice.table'

export type SortKey = string | number

export interface SearchEntry {
  id: number
  text: string
  statusKey: string
  salespersonKey: string
  balanceValue: number
  keys: Record<InvoiceSortColumn, SortKey>
}

export const sortKeyOf = (row: InvoiceRow): SearchEntry['keys'] => ({
  id: row.id,
  issuedDate: row.issuedDate,
  dueDate: row.dueDate,
  total: row.total,
  balance: row.balanceValue,
  invoiceStatus: row.statusKey,
  service: row.serviceKey,
  'client.name': row.clientNameKey,
  'client.companyEmail': row.clientEmailKey,
})

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
  statusKey: row.statusKey,
  salespersonKey: (row.salesperson ?? '').trim().toLowerCase(),
  balanceValue: row.balanceValue,
  keys: sortKeyOf(row),
})

const invoiceProjection = projection<InvoiceRow, SearchEntry>('invoices', entryOf)

/** Whether the projection is in memory (then any page may be cut from it). */
export const searchReady = invoiceProjection.ready

/** Every invoice's search entry, built from the table on first use. */
export const searchEntries = invoiceProjection.entries
