/** What the invoice handler tests share: the caller, the list call and a valid new invoice. */
import { call, signIn } from '@mocks/test/api'
import type { InvoiceList, NewInvoice } from '@/features/invoice/invoice.schema'

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

export const token = async () => (await signIn()).accessToken
export const api = <T>(
  t: string | null,
  method: string,
  path: string,
  body?: unknown,
  query?: Record<string, string>,
) => call<T & ErrorBody>(method, path, { token: t, body, query })
export const listOf = (t: string, query: Record<string, string>) =>
  api<InvoiceList>(t, 'GET', '/apps/invoice/invoices', undefined, query)

export const client = {
  name: 'Ana Torres',
  company: 'Torres Seguros',
  companyEmail: 'ana@torresseguros.es',
  address: 'Gran Vía 1, Madrid',
  country: 'Spain',
  contact: '+34 600 111 222',
}
export const newInvoice = (overrides: Partial<NewInvoice> = {}): NewInvoice => ({
  issuedDate: '2026-11-20',
  dueDate: '2026-12-20',
  client,
  service: 'Fleet policy renewal',
  items: [
    { item: 'Fleet policy', description: 'Annual', cost: 1000, quantity: 2, discount: 10, tax: 0 },
    { item: 'Assistance', description: '', cost: 50, quantity: 1, discount: 0, tax: 20 },
  ],
  salesperson: 'John Doe',
  note: 'Thanks',
  paymentTerms: 'Net 30',
  ...overrides,
})
