import { CompositeChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import { RETENTION_BY_MONTH } from '../data/insurance.data'
import { LOSS_RATIO_BY_MONTH } from '../data/loss-ratio.data'
import { seriesTable, withMonthLabels } from '../data/chart-shape'
import { ChartCard } from './ChartCard'
import { ChartsPage } from './ChartsPage'
import { gridChartProps, moneyAxisWidth } from './chart-props'
import { useChartFormat } from './use-chart-format'

/** `/charts/composite`: premiums, claims and the loss ratio together; the policy book's flows. */
export function CompositeChartsPage() {
  const { t } = useTranslation('charts')
  const format = useChartFormat()
  const month = t('charts.axis.month')
  const ratios = withMonthLabels(LOSS_RATIO_BY_MONTH, format.locale)
  const ratioSeries = [
    { name: 'premiums', label: t('charts.series.premiumsK'), color: 'violet.6', type: 'area' },
    { name: 'claims', label: t('charts.series.claimsPaidK'), color: 'orange.6', type: 'bar' },
    {
      name: 'lossRatio',
      label: t('charts.series.lossRatioPct'),
      color: 'red.7',
      type: 'line',
      yAxisId: 'right',
    },
  ] as const
  const ratioCell = (value: number, series: string) =>
    series === 'lossRatio' ? format.percent(value) : format.thousands(value)
  const flows = withMonthLabels(RETENTION_BY_MONTH, format.locale)
  const flowSeries = [
    { name: 'newPolicies', label: t('charts.series.newPolicies'), color: 'teal.6', type: 'bar' },
    { name: 'lapses', label: t('charts.series.lapses'), color: 'red.6', type: 'bar' },
    {
      name: 'renewals',
      label: t('charts.series.renewals'),
      color: 'violet.6',
      type: 'line',
      yAxisId: 'right',
    },
  ] as const

  return (
    <ChartsPage title={t('charts.composite.title')} intro={t('charts.composite.intro')}>
      <ChartCard
        title={t('charts.composite.lossRatio.title')}
        description={t('charts.composite.lossRatio.description')}
        table={seriesTable(month, ratios, 'label', ratioSeries, ratioCell)}
      >
        <CompositeChart
          {...gridChartProps({
            x: month,
            y: t('charts.axis.premiums'),
            right: t('charts.series.lossRatio'),
            format: format.decimal,
            h: 320,
          })}
          data={ratios}
          series={[...ratioSeries]}
          curveType="monotone"
          maxBarWidth={28}
          rightYAxisProps={{ tickFormatter: format.percent, domain: [0, 100], width: 60 }}
          yAxisProps={{ tickFormatter: format.thousands, width: moneyAxisWidth(format.thousands) }}
        />
      </ChartCard>
      <ChartCard
        title={t('charts.composite.flows.title')}
        description={t('charts.composite.flows.description')}
        table={seriesTable(month, flows, 'label', flowSeries, format.count)}
      >
        <CompositeChart
          {...gridChartProps({
            x: month,
            y: t('charts.axis.policies'),
            right: t('charts.series.renewals'),
            format: format.count,
            h: 320,
          })}
          data={flows}
          series={[...flowSeries]}
          maxBarWidth={16}
        />
      </ChartCard>
    </ChartsPage>
  )
}
