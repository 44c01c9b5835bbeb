import { DonutChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import { useInvoiceStatusCounts } from '../api/charts.queries'
import { CHANNEL_MIX, LINES, POLICY_MIX } from '../data/insurance.data'
import { toCells, type Cell } from '../data/chart-shape'
import { ChartCard } from './ChartCard'
import { ChartLoading } from './ChartLoading'
import { ChartsPage } from './ChartsPage'
import { INVOICE_STATUS_COLORS, LINE_COLORS } from './palette'
import { useChartFormat } from './use-chart-format'

const CHANNELS = ['agents', 'online', 'brokers'] as const
const CHANNEL_COLORS = { agents: 'violet.6', online: 'teal.6', brokers: 'orange.6' } as const

const cellRows = (cells: readonly Cell[], format: (value: number) => string) =>
  cells.map((cell) => [cell.name, format(cell.value)])

/** `/charts/donut`: the policy mix, invoices by status (live), the sales channels. */
export function DonutChartsPage() {
  const { t } = useTranslation()
  const format = useChartFormat()
  const policies = toCells(
    LINES.map((line) => ({ key: line, count: POLICY_MIX[line] })),
    (line) => t(`charts.lines.${line}`),
    (line) => LINE_COLORS[line],
  )
  const policyTotal = policies.reduce((total, cell) => total + cell.value, 0)
  const invoices = useInvoiceStatusCounts()
  const invoiceCells = toCells(
    invoices.data ?? [],
    (status) => t(`charts.invoiceStatuses.${status}`),
    (status) => INVOICE_STATUS_COLORS[status],
  )
  const invoiceTotal = invoiceCells.reduce((total, cell) => total + cell.value, 0)
  const channels = toCells(
    CHANNELS.map((channel) => ({ key: channel, count: CHANNEL_MIX[channel] })),
    (channel) => t(`charts.channels.${channel}`),
    (channel) => CHANNEL_COLORS[channel],
  )

  return (
    <ChartsPage title={t('charts.donut.title')} intro={t('charts.donut.intro')}>
      <ChartCard
        title={t('charts.donut.policies.title')}
        description={t('charts.donut.policies.description', { total: format.count(policyTotal) })}
        table={{
          columns: [t('charts.axis.line'), t('charts.series.policies')],
          rows: cellRows(policies, format.count),
        }}
      >
        <DonutChart
          w="100%"
          miw={0}
          mih={0}
          h={300}
          size={200}
          thickness={28}
          data={policies}
          chartLabel={format.count(policyTotal)}
          withLabels
          withLabelsLine
          labelsType="percent"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={format.count}
        />
      </ChartCard>
      <ChartCard
        title={t('charts.donut.invoices.title')}
        description={t('charts.donut.invoices.description')}
        table={{
          columns: [t('charts.axis.status'), t('charts.series.invoices')],
          rows: cellRows(invoiceCells, format.count),
        }}
      >
        <ChartLoading ready={!!invoices.data} failed={invoices.isError} height={300}>
          <DonutChart
            w="100%"
            miw={0}
            mih={0}
            h={300}
            size={200}
            thickness={28}
            paddingAngle={2}
            data={invoiceCells}
            chartLabel={format.count(invoiceTotal)}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={format.count}
          />
        </ChartLoading>
      </ChartCard>
      <ChartCard
        title={t('charts.donut.channels.title')}
        description={t('charts.donut.channels.description')}
        table={{
          columns: [t('charts.axis.channel'), t('charts.axis.share')],
          rows: cellRows(channels, format.percent),
        }}
      >
        <DonutChart
          w="100%"
          miw={0}
          mih={0}
          h={240}
          size={240}
          thickness={36}
          pieProps={{ cy: '80%' }}
          startAngle={180}
          endAngle={0}
          data={channels}
          withLabels
          labelsType="percent"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={format.percent}
        />
      </ChartCard>
    </ChartsPage>
  )
}
