import { BarChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import { useInvoiceStatusCounts, useUsersByPlanAndStatus } from '../api/charts.queries'
import { USER_PLANS, USER_STATUSES } from '../charts.schema'
import { CLAIMS_BY_QUARTER } from '../data/insurance.data'
import { crossTab, seriesTable } from '../data/chart-shape'
import { ChartCard } from './ChartCard'
import { ChartLoading } from './ChartLoading'
import { ChartsPage } from './ChartsPage'
import { USER_STATUS_COLORS } from './palette'
import { gridChartProps, lineOfBusinessSeries } from './chart-props'
import { useChartFormat } from './use-chart-format'

/** `/charts/bar`: claims per quarter, and two live counts: users by plan, invoices by status. */
export function BarChartsPage() {
  const { t } = useTranslation('charts')
  const format = useChartFormat()
  const quarter = t('charts.axis.quarter')
  const lineSeries = lineOfBusinessSeries(t)
  const claims = CLAIMS_BY_QUARTER.map((row) => ({
    ...row,
    label: t('charts.quarterOf', { n: Number(row.quarter.slice(1)) }),
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
        table={seriesTable(quarter, claims, 'label', lineSeries, format.count)}
      >
        <BarChart
          {...gridChartProps({ x: quarter, y: t('charts.axis.claims'), format: format.count })}
          data={claims}
          series={lineSeries}
        />
      </ChartCard>
      <ChartCard
        title={t('charts.bar.users.title')}
        description={t('charts.bar.users.description')}
        table={seriesTable(t('charts.axis.plan'), planRows, 'label', statusSeries, format.count)}
      >
        <ChartLoading ready={!!users.data} failed={users.isError} height={300}>
          <BarChart
            {...gridChartProps({
              x: t('charts.axis.plan'),
              y: t('charts.axis.users'),
              format: format.count,
            })}
            data={planRows}
            series={statusSeries}
            type="stacked"
            yAxisProps={{ allowDecimals: false }}
            // Every plan named, even on a phone, where recharts would skip one.
            xAxisProps={{ interval: 0 }}
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
            {...gridChartProps({
              x: t('charts.axis.invoices'),
              format: format.count,
              yWidth: 110,
            })}
            data={invoiceRows}
            series={invoiceSeries}
            orientation="vertical"
            barProps={{ radius: 4 }}
            withBarValueLabel
            xAxisProps={{ allowDecimals: false }}
          />
        </ChartLoading>
      </ChartCard>
    </ChartsPage>
  )
}
