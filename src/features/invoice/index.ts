import { lazyPage } from '@/shared/ui/lazy-page'

export { invoiceManifest } from './invoice.manifest'
export const InvoiceListPage = lazyPage(() =>
  import('./ui/InvoiceListPage').then((m) => m.InvoiceListPage),
)
export const InvoicePreviewPage = lazyPage(() =>
  import('./ui/InvoicePreviewPage').then((m) => m.InvoicePreviewPage),
)
export const InvoiceAddPage = lazyPage(() =>
  import('./ui/InvoiceFormPages').then((m) => m.InvoiceAddPage),
)
export const InvoiceEditPage = lazyPage(() =>
  import('./ui/InvoiceFormPages').then((m) => m.InvoiceEditPage),
)
export const InvoicePrintPage = lazyPage(() =>
  import('./ui/InvoicePrintPage').then((m) => m.InvoicePrintPage),
)
export const FirstInvoice = lazyPage(() => import('./ui/FirstInvoice').then((m) => m.FirstInvoice))
export { invoiceSearchSchema, type InvoiceSearch } from './ui/invoice-search'

/** For other apps: a small table of invoices (e.g. one client's), and the list hook behind it. */
export const InvoicesTable = lazyPage(() =>
  import('./ui/InvoicesTable').then((m) => m.InvoicesTable),
)
export { invoiceListQuery, useInvoices } from './api/invoice.queries'
export type { InvoiceListParams } from './api/invoice.api'
export type { Invoice, InvoiceStatus } from './invoice.schema'
