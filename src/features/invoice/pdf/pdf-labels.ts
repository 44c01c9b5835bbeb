/**
 * The words of the invoice's PDF, taken from the same keys the screen's document uses
 * (`InvoiceDocument.tsx`), so the file and the print view say the same thing. Kept apart from
 * the PDF code: the page builds the labels at once, the PDF code loads when a file is made.
 */
import { recordOf } from '@/shared/contract/one-of'

export type Translate = (key: string, values?: Record<string, string | number>) => string

const KEYS = [
  'issued',
  'due',
  'invoiceTo',
  'paymentDetails',
  'totalDue',
  'bankName',
  'country',
  'iban',
  'swiftCode',
  'item',
  'cost',
  'quantity',
  'discount',
  'tax',
  'price',
  'salesperson',
  'paymentTerms',
  'service',
  'subtotal',
  'discountTotal',
  'taxTotal',
  'total',
  'note',
] as const

export type PdfLabels = Record<(typeof KEYS)[number], string> & {
  /** "Invoice #7", the document's title. */
  title: string
  /** "Page 2 of 5". */
  page: (page: number, pages: number) => string
}

export function pdfLabels(t: Translate, id: number): PdfLabels {
  return {
    ...recordOf(KEYS, (key) => t(`invoice.${key}`)),
    title: t('invoice.number', { id }),
    page: (page, pages) => t('invoice.pdf.page', { page, pages }),
  }
}
