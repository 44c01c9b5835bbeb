import { z } from 'zod'
import { isOneOf } from '@/shared/contract/one-of'
import { listSearchSchema, type ListSort } from '@/shared/ui/data-table/list-search'
import {
  INVOICE_SORT_COLUMNS,
  invoiceStatusSchema,
  type InvoiceSortColumn,
} from '../invoice.schema'

/** The list's URL: search, page, size and order, and the status filter. */
export const invoiceSearchSchema = listSearchSchema.extend({
  status: invoiceStatusSchema.optional().catch(undefined),
})
export type InvoiceSearch = z.infer<typeof invoiceSearchSchema>

export const INVOICE_DEFAULT_SORT: ListSort = { column: 'id', direction: 'desc' }

/** A sort column the API knows, or the default (an old or hand-edited URL). */
export const sortColumnOf = (column: string): InvoiceSortColumn =>
  isOneOf(INVOICE_SORT_COLUMNS, column) ? column : 'id'
