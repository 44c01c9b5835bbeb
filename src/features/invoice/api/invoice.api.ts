import { call } from '@/shared/api/call'
import { invoiceEndpoints } from '../invoice.endpoints'
import type {
  AddPayment,
  Client,
  InvoicePatch,
  InvoiceSortColumn,
  NewInvoice,
} from '../invoice.schema'

export interface InvoiceListParams {
  q?: string
  status?: string
  salesperson?: string
  page?: number
  perPage?: number
  sort?: 'asc' | 'desc'
  sortColumn?: InvoiceSortColumn
}

/** The product's screens never need `allData` (contract: a page costs the same at any size). */
export const fetchInvoices = (params: InvoiceListParams, signal?: AbortSignal) =>
  call(invoiceEndpoints.list, { query: { ...params, allData: 'false' }, signal })

export const fetchInvoice = (id: number, signal?: AbortSignal) =>
  call(invoiceEndpoints.one, { params: { id }, signal })

export const fetchHistory = (id: number, signal?: AbortSignal) =>
  call(invoiceEndpoints.history, { query: { id }, signal })

export const fetchClients = (q: string, signal?: AbortSignal) =>
  call(invoiceEndpoints.clients, { query: { q }, signal })

export const addClient = (client: Client) => call(invoiceEndpoints.addClient, { body: { client } })

export const addInvoice = (invoice: NewInvoice) => call(invoiceEndpoints.add, { body: { invoice } })

export const updateInvoice = (invoice: InvoicePatch) =>
  call(invoiceEndpoints.update, { body: { invoice } })

export const addPayment = (payment: AddPayment) =>
  call(invoiceEndpoints.addPayment, { body: payment })

export const recordEvent = (body: {
  id: number
  event: 'sent' | 'downloaded'
  recipient?: string
}) => call(invoiceEndpoints.record, { body })

export const duplicateInvoice = (id: number) => call(invoiceEndpoints.duplicate, { body: { id } })

export const deleteInvoice = (id: number) => call(invoiceEndpoints.remove, { body: { id } })
