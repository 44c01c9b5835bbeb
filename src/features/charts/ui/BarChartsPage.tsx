import { BarChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import { useInvoiceStatusCounts, useUsersByPlanAndStatus } from '../api/charts.queries'
import { USER_PLANS, USER_STATUSES } from '../charts.schema'
import { CLAIMS_BY_QUARTER, LINES } from '../data/insurance.data'
import { crossTab, seriesTable } from '../data/chart-shape'
import { ChartCard } from './ChartCard'
import { ChartLoading } from './ChartLoading'
import { ChartsPage } from './ChartsPage'
import { LINE_COLORS, USER_STATUS_COLORS } from './palette'
import { useChartFormat } from './use-chart-format'

/** `/charts/bar`: claims per quarter, and two live counts: users by plan, invoices by status. */
export function BarChartsPage() {
  const { t } = useTranslation()
  const format = useChartFormat()
  const quarter = t('charts.axis.quarter')
  const lineSeries = LINES.map((line) => ({
    name: line,
    label: t(`charts.lines.${line}`),
    color: LINE_COLORS[line],
  }))

  const users = useUsersByPlanAndStatus()
  const planRows = crossTab(
    (users.data ?? []).map(({ plan, status, count }) => ({ row: plan, column: status, count })),
    USER_PLANS,
    USER_STATUSES,
  ).map((row) => ({ ...row, label: t(`charts.plans.${row.key}`) }))
  const statusSeries = USER_STATUSES.map((status) => ({
    name: status,
    label: t(`charts.userStatuses.${status}`),
    color: USER_STATUS_COLORS[status],
    stackId: 'users',
  }))

  const invoices = useInvoiceStatusCounts()
  const invoiceRows = (invoices.data ?? []).map(({ key, count }) => ({
    label: t(`charts.invoiceStatuses.${key}`),
    status: key,
    invoices: count,
  }))
  const invoiceSeries = [
    { name: 'invoices', label: t('charts.series.invoices'), color: 'violet.6' },
  ]

  return (
    <ChartsPage title={t('charts.bar.title')} intro={t('charts.bar.intro')}>
      <ChartCard
        title={t('charts.bar.claims.title')}
        description={t('charts.bar.claims.description')}
        table={seriesTable(quarter, CLAIMS_BY_QUARTER, 'quarter', lineSeries, format.count)}
      >
        <BarChart
          h={300}
          data={[...CLAIMS_BY_QUARTER]}
          dataKey="quarter"
          series={lineSeries}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={format.count}
          xAxisLabel={quarter}
          yAxisLabel={t('charts.axis.claims')}
        />
      </ChartCard>
      <ChartCard
        title={t('charts.bar.users.title')}
        description={t('charts.bar.users.description')}
        table={seriesTable(t('charts.axis.plan'), planRows, 'label', statusSeries, format.count)}
      >
        <ChartLoading ready={!!users.data} failed={users.isError} height={300}>
          <BarChart
            h={300}
            data={planRows}
            dataKey="label"
            series={statusSeries}
            type="stacked"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={format.count}
            xAxisLabel={t('charts.axis.plan')}
            yAxisLabel={t('charts.axis.users')}
            yAxisProps={{ allowDecimals: false }}
          />
        </ChartLoading>
      </ChartCard>
      <ChartCard
        title={t('charts.bar.invoices.title')}
        description={t('charts.bar.invoices.description')}
        table={seriesTable(
          t('charts.axis.status'),
          invoiceRows,
          'label',
          invoiceSeries,
          format.count,
        )}
      >
        <ChartLoading ready={!!invoices.data} failed={invoices.isError} height={300}>
          <BarChart
            h={300}
            data={invoiceRows}
            dataKey="label"
            series={invoiceSeries}
            orientation="vertical"
            barProps={{ radius: 4 }}
            withBarValueLabel
            valueFormatter={format.count}
            xAxisLabel={t('charts.axis.invoices')}
            yAxisProps={{ width: 110 }}
            xAxisProps={{ allowDecimals: false }}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
          />
        </ChartLoading>
      </ChartCard>
    </ChartsPage>
  )
}
