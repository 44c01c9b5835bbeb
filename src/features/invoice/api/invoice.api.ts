import { z } from 'zod'
import { apiRequest } from '@/shared/api/client'
import {
  historyEntrySchema,
  invoiceDetailSchema,
  invoiceListSchema,
  invoiceSchema,
  storedClientSchema,
  type AddPayment,
  type Client,
  type InvoicePatch,
  type InvoiceSortColumn,
  type NewInvoice,
} from '../invoice.schema'

const BASE = '/apps/invoice'

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
  apiRequest(`${BASE}/invoices`, {
    query: { ...params, allData: false },
    schema: invoiceListSchema,
    signal,
  })

export const fetchInvoice = (id: number, signal?: AbortSignal) =>
  apiRequest(`/api/invoice/invoices/${id}`, { schema: invoiceDetailSchema, signal })

export const fetchHistory = (id: number, signal?: AbortSignal) =>
  apiRequest(`${BASE}/history`, { query: { id }, schema: z.array(historyEntrySchema), signal })

export const fetchClients = (q: string, signal?: AbortSignal) =>
  apiRequest('/api/invoice/clients', { query: { q }, schema: z.array(storedClientSchema), signal })

export const addClient = (client: Client) =>
  apiRequest('/api/invoice/clients', {
    method: 'POST',
    body: { client },
    schema: storedClientSchema,
  })

export const addInvoice = (invoice: NewInvoice) =>
  apiRequest(`${BASE}/add`, { method: 'POST', body: { invoice }, schema: invoiceSchema })

export const updateInvoice = (invoice: InvoicePatch) =>
  apiRequest(`${BASE}/update`, { method: 'POST', body: { invoice }, schema: invoiceSchema })

export const addPayment = (payment: AddPayment) =>
  apiRequest(`${BASE}/add-payment`, { method: 'POST', body: payment, schema: invoiceSchema })

export const recordEvent = (body: {
  id: number
  event: 'sent' | 'downloaded'
  recipient?: string
}) => apiRequest(`${BASE}/record`, { method: 'POST', body, schema: invoiceSchema })

export const duplicateInvoice = (id: number) =>
  apiRequest(`${BASE}/duplicate`, { method: 'POST', body: { id }, schema: invoiceSchema })

export const deleteInvoice = (id: number) =>
  apiRequest(`${BASE}/delete`, { method: 'DELETE', body: { id }, schema: z.unknown() })
