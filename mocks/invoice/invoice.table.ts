/**
 * The invoice tables. An invoice row carries derived, indexed fields next to the contract's own
 * (lower-cased status, client name, email and service, the balance as a number), so a list page
 * filters and sorts by index instead of reading every row. `toRow` is the one place they are
 * made; `fromRow` drops them again.
 */
import { typedTable, type TableSchemas } from '@mocks/db/database'
import {
  balanceValue,
  type HistoryEntry,
  type Invoice,
  type StoredClient,
} from '@/features/invoice/invoice.schema'

export interface InvoiceKeys {
  statusKey: string
  clientNameKey: string
  clientEmailKey: string
  serviceKey: string
  balanceValue: number
}

export type InvoiceRow = Invoice & InvoiceKeys
export type HistoryRow = HistoryEntry
export type ClientRow = StoredClient

export const invoiceTables = {
  invoices:
    'id, statusKey, [statusKey+id], clientNameKey, clientEmailKey, serviceKey, balanceValue, total, issuedDate, dueDate',
  invoiceHistory: 'id, invoiceId',
  invoiceClients: 'id, &companyEmail',
} satisfies TableSchemas

export const invoices = typedTable<InvoiceRow, number>('invoices')
export const invoiceHistory = typedTable<HistoryRow, number>('invoiceHistory')
export const invoiceClients = typedTable<ClientRow, number>('invoiceClients')

export const keysOf = (invoice: Invoice): InvoiceKeys => ({
  statusKey: invoice.invoiceStatus.toLowerCase(),
  clientNameKey: invoice.client.name.toLowerCase(),
  clientEmailKey: invoice.client.companyEmail.toLowerCase(),
  serviceKey: invoice.service.toLowerCase(),
  balanceValue: balanceValue(invoice.balance),
})

export const toRow = (invoice: Invoice): InvoiceRow => ({ ...invoice, ...keysOf(invoice) })

export function fromRow(row: InvoiceRow): Invoice {
  const {
    statusKey: _s,
    clientNameKey: _n,
    clientEmailKey: _e,
    serviceKey: _v,
    balanceValue: _b,
    ...invoice
  } = row
  return invoice
}
