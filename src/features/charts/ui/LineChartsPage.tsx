import { LineChart } from '@mantine/charts'
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
import { LINE_COLORS } from './palette'
import { useChartFormat } from './use-chart-format'

const TARGET_LOSS_RATIO = 75

/** `/charts/line`: premiums by line, renewals against lapses, the loss ratio against its target. */
export function LineChartsPage() {
  const { t } = useTranslation()
  const format = useChartFormat()
  const premiums = withMonthLabels(PREMIUMS_BY_MONTH, format.locale)
  const lineSeries = LINES.map((line) => ({
    name: line,
    label: t(`charts.lines.${line}`),
    color: LINE_COLORS[line],
  }))
  const retention = withMonthLabels(RETENTION_BY_MONTH, format.locale)
  const retentionSeries = [
    { name: 'renewals', label: t('charts.series.renewals'), color: 'teal.6' },
    { name: 'lapses', label: t('charts.series.lapses'), color: 'red.6', yAxisId: 'right' },
  ]
  const ratios = withMonthLabels(
    lossRatios(
      PREMIUMS_BY_MONTH.map((row) => ({ month: row.month, total: sumOf(row, LINES) })),
      CLAIMS_PAID_BY_MONTH,
    ),
    format.locale,
  )
  const ratioSeries = [
    { name: 'lossRatio', label: t('charts.series.lossRatio'), color: 'violet.6' },
  ]
  const month = t('charts.axis.month')

  return (
    <ChartsPage title={t('charts.line.title')} intro={t('charts.line.intro')}>
      <ChartCard
        title={t('charts.line.premiums.title')}
        description={t('charts.line.premiums.description')}
        table={seriesTable(month, premiums, 'label', lineSeries, format.thousands)}
      >
        <LineChart
          h={300}
          data={premiums}
          dataKey="label"
          series={lineSeries}
          curveType="monotone"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={format.thousands}
          xAxisLabel={month}
          yAxisLabel={t('charts.axis.premiums')}
          yAxisProps={{ width: 70 }}
        />
      </ChartCard>
      <ChartCard
        title={t('charts.line.retention.title')}
        description={t('charts.line.retention.description')}
        table={seriesTable(month, retention, 'label', retentionSeries, format.count)}
      >
        <LineChart
          h={300}
          data={retention}
          dataKey="label"
          series={retentionSeries}
          withRightYAxis
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={format.count}
          xAxisLabel={month}
          yAxisLabel={t('charts.series.renewals')}
          rightYAxisLabel={t('charts.series.lapses')}
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
          h={300}
          data={ratios}
          dataKey="label"
          series={ratioSeries}
          type="gradient"
          gradientStops={[
            { offset: 0, color: 'red.6' },
            { offset: 50, color: 'yellow.5' },
            { offset: 100, color: 'teal.6' },
          ]}
          strokeWidth={3}
          curveType="natural"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={format.percent}
          yAxisProps={{ domain: [50, 90], ticks: [50, 60, 70, 80, 90], width: 60 }}
          referenceLines={[
            { y: TARGET_LOSS_RATIO, label: t('charts.series.target'), color: 'red.6' },
          ]}
          xAxisLabel={month}
          yAxisLabel={t('charts.series.lossRatio')}
        />
      </ChartCard>
    </ChartsPage>
  )
}
