import { Button, Paper, Stack } from '@mantine/core'
import { IconCash, IconDownload, IconEdit, IconPrinter, IconSend } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { balanceValue, type InvoiceDetail } from '../invoice.schema'
import { useDownloadInvoice } from './use-invoice-file'

interface Props {
  detail: InvoiceDetail
  onSend: () => void
  /** The mail's PDF is being made. */
  sending: boolean
  onPay: () => void
}

/** The preview's actions: send, download, print, edit, add a payment. */
export function PreviewActions({ detail, onSend, sending, onPay }: Props) {
  const { t } = useTranslation('invoice')
  const downloadPdf = useDownloadInvoice()
  const [downloading, setDownloading] = useState(false)
  const { invoice } = detail

  const download = async () => {
    setDownloading(true)
    try {
      await downloadPdf(detail)
    } finally {
      setDownloading(false)
    }
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={onSend} loading={sending}>
          {t('invoice.actions.send')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void download()}
          loading={downloading}
        >
          {t('invoice.actions.download')}
        </Button>
        <Button
          variant="default"
          component="a"
          href={`/apps/invoice/print/${invoice.id}`}
          target="_blank"
          rel="noopener"
          leftSection={<IconPrinter size={16} aria-hidden />}
        >
          {t('invoice.actions.print')}
        </Button>
        <Button
          variant="default"
          component={Link}
          to={`/apps/invoice/edit/${invoice.id}`}
          leftSection={<IconEdit size={16} aria-hidden />}
        >
          {t('invoice.actions.edit')}
        </Button>
        <Button
          leftSection={<IconCash size={16} aria-hidden />}
          onClick={onPay}
          disabled={balanceValue(invoice.balance) <= 0}
        >
          {t('invoice.actions.addPayment')}
        </Button>
      </Stack>
    </Paper>
  )
}
