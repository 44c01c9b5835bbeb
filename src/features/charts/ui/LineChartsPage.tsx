import { LineChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import { PREMIUMS_BY_MONTH, RETENTION_BY_MONTH } from '../data/insurance.data'
import { LOSS_RATIO_BY_MONTH } from '../data/loss-ratio.data'
import { seriesTable, withMonthLabels } from '../data/chart-shape'
import { ChartCard } from './ChartCard'
import { ChartsPage } from './ChartsPage'
import { gridChartProps, lineOfBusinessSeries, moneyChartProps } from './chart-props'
import { useChartFormat } from './use-chart-format'

const TARGET_LOSS_RATIO = 75

/** `/charts/line`: premiums by line, renewals against lapses, the loss ratio against its target. */
export function LineChartsPage() {
  const { t } = useTranslation('charts')
  const format = useChartFormat()
  const month = t('charts.axis.month')
  const premiums = withMonthLabels(PREMIUMS_BY_MONTH, format.locale)
  const lineSeries = lineOfBusinessSeries(t)
  const retention = withMonthLabels(RETENTION_BY_MONTH, format.locale)
  const retentionSeries = [
    { name: 'renewals', label: t('charts.series.renewals'), color: 'teal.6' },
    { name: 'lapses', label: t('charts.series.lapses'), color: 'red.6', yAxisId: 'right' },
  ]
  const ratios = withMonthLabels(LOSS_RATIO_BY_MONTH, format.locale)
  const ratioSeries = [
    { name: 'lossRatio', label: t('charts.series.lossRatio'), color: 'violet.6' },
  ]

  return (
    <ChartsPage title={t('charts.line.title')} intro={t('charts.line.intro')}>
      <ChartCard
        title={t('charts.line.premiums.title')}
        description={t('charts.line.premiums.description')}
        table={seriesTable(month, premiums, 'label', lineSeries, format.thousands)}
      >
        <LineChart
          {...moneyChartProps(month, t('charts.axis.premiums'), format.thousands)}
          data={premiums}
          series={lineSeries}
          curveType="monotone"
        />
      </ChartCard>
      <ChartCard
        title={t('charts.line.retention.title')}
        description={t('charts.line.retention.description')}
        table={seriesTable(month, retention, 'label', retentionSeries, format.count)}
      >
        <LineChart
          {...gridChartProps({
            x: month,
            y: t('charts.series.renewals'),
            right: t('charts.series.lapses'),
            format: format.count,
          })}
          data={retention}
          series={retentionSeries}
        />
      </ChartCard>
      <ChartCard
        title={t('charts.line.lossRatio.title')}
        description={t('charts.line.lossRatio.description', {
          target: format.percent(TARGET_LOSS_RATIO),
        })}
        table={seriesTable(month, ratios, 'label', ratioSeries, format.percent)}
      >
        <LineChart
          {...gridChartProps({
            x: month,
            y: t('charts.series.lossRatio'),
            format: format.percent,
          })}
          data={ratios}
          series={ratioSeries}
          type="gradient"
          gradientStops={[
            { offset: 0, color: 'red.6' },
            { offset: 50, color: 'yellow.5' },
            { offset: 100, color: 'teal.6' },
          ]}
          strokeWidth={3}
          curveType="natural"
          yAxisProps={{ domain: [50, 90], ticks: [50, 60, 70, 80, 90], width: 60 }}
          referenceLines={[
            { y: TARGET_LOSS_RATIO, label: t('charts.series.target'), color: 'red.6' },
          ]}
        />
      </ChartCard>
    </ChartsPage>
  )
}
