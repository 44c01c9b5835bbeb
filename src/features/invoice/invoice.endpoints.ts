/** The invoice app's endpoints (shared/contract/endpoint.ts): each declared once, here. */
import { z } from 'zod'
import { endpoint } from '@/shared/contract/endpoint'
import {
  addClientInput,
  addInvoiceInput,
  addPaymentInput,
  clientsQuerySchema,
  deletedInvoiceSchema,
  historyEntrySchema,
  invoiceDetailSchema,
  invoiceIdInput,
  invoiceIdQuery,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceSchema,
  recordEventInput,
  storedClientSchema,
  updateInvoiceInput,
} from './invoice.schema'

const BASE = '/apps/invoice'

export const invoiceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${BASE}/invoices`,
    query: invoiceListQuerySchema,
    response: invoiceListSchema,
  }),
  one: endpoint({
    method: 'GET',
    path: '/api/invoice/invoices/:id',
    params: invoiceIdQuery,
    response: invoiceDetailSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: `${BASE}/history`,
    query: invoiceIdQuery,
    response: z.array(historyEntrySchema),
  }),
  add: endpoint({
    method: 'POST',
    path: `${BASE}/add`,
    body: addInvoiceInput,
    response: invoiceSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: `${BASE}/update`,
    body: updateInvoiceInput,
    response: invoiceSchema,
  }),
  addPayment: endpoint({
    method: 'POST',
    path: `${BASE}/add-payment`,
    body: addPaymentInput,
    response: invoiceSchema,
  }),
  record: endpoint({
    method: 'POST',
    path: `${BASE}/record`,
    body: recordEventInput,
    response: invoiceSchema,
  }),
  duplicate: endpoint({
    method: 'POST',
    path: `${BASE}/duplicate`,
    body: invoiceIdInput,
    response: invoiceSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/delete`,
    body: invoiceIdInput,
    response: deletedInvoiceSchema,
  }),
  clients: endpoint({
    method: 'GET',
    path: '/api/invoice/clients',
    query: clientsQuerySchema,
    response: z.array(storedClientSchema),
  }),
  addClient: endpoint({
    method: 'POST',
    path: '/api/invoice/clients',
    body: addClientInput,
    response: storedClientSchema,
  }),
}
