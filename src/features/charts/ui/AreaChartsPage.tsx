import { AreaChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import {
  CLAIMS_PAID_BY_MONTH,
  LINES,
  PREMIUMS_BY_MONTH,
  RETENTION_BY_MONTH,
} from '../data/insurance.data'
import { seriesTable, withMonthLabels } from '../data/chart-shape'
import { ChartCard } from './ChartCard'
import { ChartsPage } from './ChartsPage'
import { LINE_COLORS } from './palette'
import { useChartFormat } from './use-chart-format'

/** `/charts/area`: stacked premiums, the share of new business, claims paid. */
export function AreaChartsPage() {
  const { t } = useTranslation()
  const format = useChartFormat()
  const month = t('charts.axis.month')
  const premiums = withMonthLabels(PREMIUMS_BY_MONTH, format.locale)
  const lineSeries = LINES.map((line) => ({
    name: line,
    label: t(`charts.lines.${line}`),
    color: LINE_COLORS[line],
  }))
  const business = withMonthLabels(RETENTION_BY_MONTH, format.locale)
  const businessSeries = [
    { name: 'renewals', label: t('charts.series.renewals'), color: 'violet.6' },
    { name: 'newPolicies', label: t('charts.series.newPolicies'), color: 'teal.6' },
  ]
  const claims = withMonthLabels(CLAIMS_PAID_BY_MONTH, format.locale)
  const claimsSeries = [{ name: 'paid', label: t('charts.series.claimsPaid'), color: 'red.6' }]

  return (
    <ChartsPage title={t('charts.area.title')} intro={t('charts.area.intro')}>
      <ChartCard
        title={t('charts.area.stacked.title')}
        description={t('charts.area.stacked.description')}
        table={seriesTable(month, premiums, 'label', lineSeries, format.thousands)}
      >
        <AreaChart
          h={300}
          data={premiums}
          dataKey="label"
          series={lineSeries}
          type="stacked"
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
        title={t('charts.area.share.title')}
        description={t('charts.area.share.description')}
        table={seriesTable(month, business, 'label', businessSeries, format.count)}
      >
        <AreaChart
          h={300}
          data={business}
          dataKey="label"
          series={businessSeries}
          type="percent"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          xAxisLabel={month}
          yAxisLabel={t('charts.axis.share')}
        />
      </ChartCard>
      <ChartCard
        title={t('charts.area.claims.title')}
        description={t('charts.area.claims.description')}
        table={seriesTable(month, claims, 'label', claimsSeries, format.thousands)}
      >
        <AreaChart
          h={300}
          data={claims}
          dataKey="label"
          series={claimsSeries}
          curveType="natural"
          withGradient
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={format.thousands}
          xAxisLabel={month}
          yAxisLabel={t('charts.axis.claimsPaid')}
          yAxisProps={{ width: 70 }}
        />
      </ChartCard>
    </ChartsPage>
  )
}
