import { CompositeChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import {
  CLAIMS_PAID_BY_MONTH,
  LINES,
  PREMIUMS_BY_MONTH,
  RETENTION_BY_MONTH,
} from '../data/insurance.data'
import { lossRatios, sumOf, seriesTable, withMonthLabels } from '../data/chart-shape'
import { ChartCard } from './ChartCard'
import { ChartsPage } from './ChartsPage'
import { useChartFormat } from './use-chart-format'

/** `/charts/composite`: premiums, claims and the loss ratio together; the policy book's flows. */
export function CompositeChartsPage() {
  const { t } = useTranslation()
  const format = useChartFormat()
  const month = t('charts.axis.month')
  const ratios = withMonthLabels(
    lossRatios(
      PREMIUMS_BY_MONTH.map((row) => ({ month: row.month, total: sumOf(row, LINES) })),
      CLAIMS_PAID_BY_MONTH,
    ),
    format.locale,
  )
  const ratioSeries = [
    {
      name: 'premiums',
      label: t('charts.series.premiumsK'),
      color: 'violet.6',
      type: 'area' as const,
    },
    {
      name: 'claims',
      label: t('charts.series.claimsPaidK'),
      color: 'orange.6',
      type: 'bar' as const,
    },
    {
      name: 'lossRatio',
      label: t('charts.series.lossRatioPct'),
      color: 'red.7',
      type: 'line' as const,
      yAxisId: 'right',
    },
  ]
  const formatRatioCell = (name: string) =>
    name === 'lossRatio' ? format.percent : format.thousands
  const flows = withMonthLabels(RETENTION_BY_MONTH, format.locale)
  const flowSeries = [
    {
      name: 'newPolicies',
      label: t('charts.series.newPolicies'),
      color: 'teal.6',
      type: 'bar' as const,
    },
    { name: 'lapses', label: t('charts.series.lapses'), color: 'red.6', type: 'bar' as const },
    {
      name: 'renewals',
      label: t('charts.series.renewals'),
      color: 'violet.6',
      type: 'line' as const,
      yAxisId: 'right',
    },
  ]

  return (
    <ChartsPage title={t('charts.composite.title')} intro={t('charts.composite.intro')}>
      <ChartCard
        title={t('charts.composite.lossRatio.title')}
        description={t('charts.composite.lossRatio.description')}
        table={{
          columns: [month, ...ratioSeries.map((series) => series.label)],
          rows: ratios.map((row) => [
            row.label,
            ...ratioSeries.map(({ name }) =>
              formatRatioCell(name)(row[name as 'premiums' | 'claims' | 'lossRatio']),
            ),
          ]),
        }}
      >
        <CompositeChart
          h={320}
          data={ratios}
          dataKey="label"
          series={ratioSeries}
          curveType="monotone"
          withRightYAxis
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          maxBarWidth={28}
          valueFormatter={format.decimal}
          rightYAxisProps={{ tickFormatter: format.percent, domain: [0, 100], width: 60 }}
          yAxisProps={{ tickFormatter: format.thousands, width: 70 }}
          xAxisLabel={month}
          yAxisLabel={t('charts.axis.premiums')}
          rightYAxisLabel={t('charts.series.lossRatio')}
        />
      </ChartCard>
      <ChartCard
        title={t('charts.composite.flows.title')}
        description={t('charts.composite.flows.description')}
        table={seriesTable(month, flows, 'label', flowSeries, format.count)}
      >
        <CompositeChart
          h={320}
          data={flows}
          dataKey="label"
          series={flowSeries}
          withRightYAxis
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          maxBarWidth={16}
          valueFormatter={format.count}
          xAxisLabel={month}
          yAxisLabel={t('charts.axis.policies')}
          rightYAxisLabel={t('charts.series.renewals')}
        />
      </ChartCard>
    </ChartsPage>
  )
}
