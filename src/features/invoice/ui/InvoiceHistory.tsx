import { Alert, Skeleton, Text, ThemeIcon, Timeline, Title } from '@mantine/core'
import {
  IconCash,
  IconCopy,
  IconDownload,
  IconEdit,
  IconFilePlus,
  IconMail,
  IconTransfer,
} from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useInvoiceHistory } from '../api/invoice.queries'
import type { HistoryEntry } from '../invoice.schema'
import { formatMoment, formatMoney } from './invoice-format'

const ICONS = {
  created: IconFilePlus,
  edited: IconEdit,
  sent: IconMail,
  downloaded: IconDownload,
  payment: IconCash,
  status: IconTransfer,
  duplicated: IconCopy,
} as const

function describe(entry: HistoryEntry, t: TFunction, lang: string): string {
  switch (entry.type) {
    case 'edited':
      return t('invoice.history.edited', {
        fields: (entry.fields ?? []).map((field) => t(`invoice.fields.${field}`)).join(', '),
      })
    case 'sent':
      return t('invoice.history.sent', { to: entry.recipient ?? '' })
    case 'payment':
      return t('invoice.history.payment', {
        amount: formatMoney(entry.amount ?? 0, lang),
        method: entry.method ? t(`invoice.methods.${entry.method}`) : '',
        balance: formatMoney(entry.balance ?? 0, lang),
      })
    case 'status':
      return t('invoice.history.status', {
        from: entry.from ? t(`invoice.statuses.${entry.from}`) : '',
        to: entry.to ? t(`invoice.statuses.${entry.to}`) : '',
      })
    case 'duplicated':
      return t('invoice.history.duplicated', { id: entry.sourceId })
    default:
      return t(`invoice.history.${entry.type}`)
  }
}

/** What happened to the invoice, newest first, and who did it. */
export function InvoiceHistory({ id }: { id: number }) {
  const { t, i18n } = useTranslation('invoice')
  const history = useInvoiceHistory(id)
  return (
    <section aria-labelledby="invoice-history">
      <Title order={2} fz="h4" id="invoice-history" mb="md">
        {t('invoice.history.title')}
      </Title>
      {history.isPending ? (
        <Skeleton h={120} />
      ) : history.isError ? (
        <Alert color="red">{t('invoice.errors.loadFailed')}</Alert>
      ) : (
        <Timeline bulletSize={28} lineWidth={2} data-testid="invoice-history">
          {history.data.map((entry) => {
            const Icon = ICONS[entry.type]
            return (
              <Timeline.Item
                key={entry.id}
                bullet={
                  <ThemeIcon size={28} radius="xl" variant="light">
                    <Icon size={16} aria-hidden />
                  </ThemeIcon>
                }
                title={describe(entry, t, i18n.language)}
                styles={{ itemTitle: { overflowWrap: 'anywhere' } }}
              >
                {entry.note && (
                  <Text fz="sm" c="dimmed">
                    {entry.note}
                  </Text>
                )}
                <Text fz="xs" c="dimmed" mt={4}>
                  {t('invoice.history.by', {
                    who: entry.by,
                    when: formatMoment(entry.at, i18n.language),
                  })}
                </Text>
              </Timeline.Item>
            )
          })}
        </Timeline>
      )}
    </section>
  )
}
