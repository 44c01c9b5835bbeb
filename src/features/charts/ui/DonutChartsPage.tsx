import { useTranslation } from 'react-i18next'
import { useInvoiceStatusCounts } from '../api/charts.queries'
import { CHANNEL_MIX, LINES, POLICY_MIX } from '../data/insurance.data'
import { toCells, type Cell } from '../data/chart-shape'
import { ChartsPage } from './ChartsPage'
import { DonutCard } from './DonutCard'
import { INVOICE_STATUS_COLORS, LINE_COLORS } from './palette'
import { useChartFormat } from './use-chart-format'

const CHANNELS = ['agents', 'online', 'brokers'] as const
const CHANNEL_COLORS = { agents: 'violet.6', online: 'teal.6', brokers: 'orange.6' } as const

const totalOf = (cells: readonly Cell[]) => cells.reduce((total, cell) => total + cell.value, 0)

/** `/charts/donut`: the policy mix, invoices by status (live), the sales channels. */
export function DonutChartsPage() {
  const { t } = useTranslation('charts')
  const format = useChartFormat()
  const policies = toCells(
    LINES.map((line) => ({ key: line, count: POLICY_MIX[line] })),
    (line) => t(`charts.lines.${line}`),
    (line) => LINE_COLORS[line],
  )
  const policyTotal = format.count(totalOf(policies))
  const invoices = useInvoiceStatusCounts()
  const invoiceCells = toCells(
    invoices.data ?? [],
    (status) => t(`charts.invoiceStatuses.${status}`),
    (status) => INVOICE_STATUS_COLORS[status],
  )
  const channels = toCells(
    CHANNELS.map((channel) => ({ key: channel, count: CHANNEL_MIX[channel] })),
    (channel) => t(`charts.channels.${channel}`),
    (channel) => CHANNEL_COLORS[channel],
  )

  return (
    <ChartsPage title={t('charts.donut.title')} intro={t('charts.donut.intro')}>
      <DonutCard
        title={t('charts.donut.policies.title')}
        description={t('charts.donut.policies.description', { total: policyTotal })}
        columns={[t('charts.axis.line'), t('charts.series.policies')]}
        cells={policies}
        format={format.count}
        shares={format.fraction}
        shape={{ size: 200, thickness: 28, chartLabel: policyTotal, withLabelsLine: true }}
      />
      <DonutCard
        title={t('charts.donut.invoices.title')}
        description={t('charts.donut.invoices.description')}
        columns={[t('charts.axis.status'), t('charts.series.invoices')]}
        cells={invoiceCells}
        format={format.count}
        loading={{ ready: !!invoices.data, failed: invoices.isError }}
        shape={{
          size: 200,
          thickness: 28,
          paddingAngle: 2,
          chartLabel: format.count(totalOf(invoiceCells)),
        }}
      />
      <DonutCard
        title={t('charts.donut.channels.title')}
        description={t('charts.donut.channels.description')}
        columns={[t('charts.axis.channel'), t('charts.axis.share')]}
        cells={channels}
        format={format.percent}
        shares={format.fraction}
        shape={{
          h: 240,
          size: 240,
          thickness: 36,
          pieProps: { cy: '80%' },
          startAngle: 180,
          endAngle: 0,
        }}
      />
    </ChartsPage>
  )
}
