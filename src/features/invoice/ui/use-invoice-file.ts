/** The invoice's PDF in the interface language: to download, or to attach to a mail. */
import { useTranslation } from 'react-i18next'
import type { InvoiceDetail } from '../invoice.schema'
import { invoicePdf, type PdfLabels } from './invoice-pdf'
import { formatDay, formatMoney } from './invoice-format'

export const pdfName = (id: number) => `invoice-${id}.pdf`

export function useInvoiceFile() {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  return (detail: InvoiceDetail): Blob => {
    const keys = [
      'issued',
      'due',
      'invoiceTo',
      'paymentDetails',
      'item',
      'cost',
      'quantity',
      'price',
      'subtotal',
      'tax',
      'total',
      'totalDue',
      'bankName',
      'iban',
      'swiftCode',
      'salesperson',
      'note',
    ] as const
    const labels = Object.fromEntries(keys.map((key) => [key, t(`invoice.${key}`)])) as Omit<
      PdfLabels,
      'title' | 'discount'
    >
    return invoicePdf(
      {
        ...detail,
      },
      {
        ...labels,
        title: t('invoice.number', { id: detail.invoice.id }),
        discount: t('invoice.discountTotal'),
      },
      (value) => formatMoney(value, lang),
      (day) => formatDay(day, lang),
    )
  }
}

export const blobToDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(blob)
  })
