/**
 * "Send": the email app's compose window, filled in with the client, a short message and the
 * invoice's PDF attached. Once the mail is sent (it lands in Sent), the invoice records it.
 */
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { blankDraft, type ComposeDraft } from '@/features/email'
import { useRecordEvent } from '../api/invoice.queries'
import type { InvoiceDetail } from '../invoice.schema'
import { formatDay, formatMoney } from './invoice-format'
import { blobToDataUrl, pdfName, useInvoiceFile } from './use-invoice-file'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function useSendInvoice(detail: InvoiceDetail | undefined) {
  const { t, i18n } = useTranslation('invoice')
  const [draft, setDraft] = useState<ComposeDraft | null>(null)
  const [opening, setOpening] = useState(false)
  const fileOf = useInvoiceFile()
  const record = useRecordEvent()

  const open = async () => {
    if (!detail || opening) return
    setOpening(true)
    try {
      setDraft(await compose(detail))
    } catch {
      notifications.show({ color: 'red', message: t('invoice.errors.pdfFailed') })
    } finally {
      setOpening(false)
    }
  }

  const compose = async (current: InvoiceDetail): Promise<ComposeDraft> => {
    const { invoice } = current
    const blob = await fileOf(current)
    const lang = i18n.language
    const message = t('invoice.send.message', {
      name: invoice.client.name,
      id: invoice.id,
      total: formatMoney(invoice.total, lang),
      due: formatDay(invoice.dueDate, lang),
    })
    return {
      ...blankDraft(),
      to: [invoice.client.companyEmail],
      subject: t('invoice.send.subject', { id: invoice.id }),
      message: message
        .split('\n')
        .map((line) => `<p>${escape(line)}</p>`)
        .join(''),
      attachments: [
        {
          fileName: pdfName(invoice.id),
          thumbnail: '/images/email/pdf.svg',
          url: await blobToDataUrl(blob),
          size: `${Math.max(1, Math.round(blob.size / 1024))} KB`,
        },
      ],
    }
  }

  const sent = () => {
    if (detail)
      record.mutate({
        id: detail.invoice.id,
        event: 'sent',
        recipient: detail.invoice.client.companyEmail,
      })
  }

  return { draft, open, opening, close: () => setDraft(null), sent }
}
