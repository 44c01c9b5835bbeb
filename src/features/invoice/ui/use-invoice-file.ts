/**
 * The invoice's PDF in the interface language: to download, or to attach to a mail. The PDF
 * code (jsPDF, autotable and the embedded font) is its own chunk, loaded the first time a file
 * is made: neither the sign-in path nor the invoice screens' first load carries it.
 */
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { saveFile } from '@/shared/ui/save-file'
import { useRecordEvent } from '../api/invoice.queries'
import type { InvoiceDetail } from '../invoice.schema'
import { pdfLabels } from '../pdf/pdf-labels'

export const pdfName = (id: number) => `invoice-${id}.pdf`

export function useInvoiceFile() {
  const { t, i18n } = useTranslation('invoice')
  return async (detail: InvoiceDetail): Promise<Blob> => {
    const labels = pdfLabels((key, values) => t(key, values ?? {}), detail.invoice.id)
    const { invoicePdf } = await import('../pdf/invoice-pdf')
    return invoicePdf(detail, labels, i18n.language)
  }
}

export const blobToDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(blob)
  })

/**
 * Saves an invoice's PDF and records the download; a toast says so when the file cannot be made.
 * Resolves once the file is saved or the failure shown.
 */
export function useDownloadInvoice() {
  const { t } = useTranslation('invoice')
  const fileOf = useInvoiceFile()
  const record = useRecordEvent()
  return async (detail: InvoiceDetail): Promise<void> => {
    try {
      saveFile(await fileOf(detail), pdfName(detail.invoice.id))
      record.mutate({ id: detail.invoice.id, event: 'downloaded' })
    } catch {
      notifications.show({ color: 'red', message: t('invoice.errors.pdfFailed') })
    }
  }
}
