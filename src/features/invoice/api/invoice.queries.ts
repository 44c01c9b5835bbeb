import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
import {
  addClient,
  addInvoice,
  addPayment,
  deleteInvoice,
  duplicateInvoice,
  fetchClients,
  fetchHistory,
  fetchInvoice,
  fetchInvoices,
  recordEvent,
  updateInvoice,
  type InvoiceListParams,
} from './invoice.api'

/** Every invoice write may touch the invoice, its timeline and the clients. */
const TABLES = ['invoices', 'invoiceHistory', 'invoiceClients']

export const invoiceKeys = {
  all: ['invoice'] as const,
  list: (params: InvoiceListParams) => [...invoiceKeys.all, 'list', params] as const,
  one: (id: number) => [...invoiceKeys.all, 'one', id] as const,
  history: (id: number) => [...invoiceKeys.all, 'history', id] as const,
  clients: (q: string) => [...invoiceKeys.all, 'clients', q] as const,
}

export const invoiceListQuery = (params: InvoiceListParams) =>
  queryOptions({
    queryKey: invoiceKeys.list(params),
    queryFn: ({ signal }) => fetchInvoices(params, signal),
    meta: { tables: ['invoices'] },
  })

export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.one(id),
    queryFn: ({ signal }) => fetchInvoice(id, signal),
    meta: { tables: ['invoices'] },
    retry: false,
  })

export const useInvoices = (params: InvoiceListParams) =>
  useQuery({ ...invoiceListQuery(params), placeholderData: keepPreviousData })
export const useInvoice = (id: number) => useQuery(invoiceQuery(id))
export const useInvoiceHistory = (id: number) =>
  useQuery({
    queryKey: invoiceKeys.history(id),
    queryFn: ({ signal }) => fetchHistory(id, signal),
    meta: { tables: ['invoiceHistory'] },
    retry: false,
  })
export const useClients = (q: string) =>
  useQuery({
    queryKey: invoiceKeys.clients(q),
    queryFn: ({ signal }) => fetchClients(q, signal),
    meta: { tables: ['invoiceClients'] },
    placeholderData: keepPreviousData,
  })

const useInvoiceWrite = <I, O>(mutationFn: (input: I) => Promise<O>, errorMessage: string | null) =>
  useAppMutation({ mutationFn, tables: TABLES, errorMessage })

/** Form saves show their failures on the fields (and a toast for the rest). */
export const useAddInvoice = () => useInvoiceWrite(addInvoice, 'invoice.errors.saveFailed')
export const useUpdateInvoice = () => useInvoiceWrite(updateInvoice, 'invoice.errors.saveFailed')
export const useAddClient = () => useInvoiceWrite(addClient, 'invoice.errors.saveFailed')
export const useAddPayment = () => useInvoiceWrite(addPayment, 'invoice.errors.saveFailed')
export const useRecordEvent = () => useInvoiceWrite(recordEvent, 'invoice.errors.saveFailed')
export const useDuplicateInvoice = () =>
  useInvoiceWrite(duplicateInvoice, 'invoice.errors.saveFailed')
export const useDeleteInvoice = () => useInvoiceWrite(deleteInvoice, 'invoice.errors.deleteFailed')
