import { Stack, Text, ThemeIcon, Tooltip } from '@mantine/core'
import {
  IconChartPie,
  IconCircleCheck,
  IconDownload,
  IconInfoCircle,
  IconPencil,
  IconSend,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Invoice, InvoiceStatus } from '../invoice.schema'
import { STATUS_COLOR, formatBalance, formatDay } from './invoice-format'

const ICONS: Record<InvoiceStatus, typeof IconSend> = {
  Paid: IconCircleCheck,
  Downloaded: IconDownload,
  Sent: IconSend,
  Draft: IconPencil,
  'Partial Payment': IconChartPie,
  'Past Due': IconInfoCircle,
}

/** The status as an icon; its tooltip tells the status, the balance and the due date. */
export function StatusIcon({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoice')
  const Icon = ICONS[invoice.invoiceStatus]
  const status = t(`invoice.statuses.${invoice.invoiceStatus}`)
  return (
    <Tooltip
      withArrow
      label={
        <Stack gap={0}>
          <Text fz="xs" fw={600}>
            {status}
          </Text>
          <Text fz="xs">
            {t('invoice.balance')}: {formatBalance(invoice.balance, i18n.language)}
          </Text>
          <Text fz="xs">
            {t('invoice.due')}: {formatDay(invoice.dueDate, i18n.language)}
          </Text>
        </Stack>
      }
    >
      <ThemeIcon
        variant="light"
        radius="xl"
        size={30}
        color={STATUS_COLOR[invoice.invoiceStatus]}
        role="img"
        aria-label={status}
        tabIndex={0}
        data-status={invoice.invoiceStatus}
      >
        <Icon size={16} aria-hidden />
      </ThemeIcon>
    </Tooltip>
  )
}
