import { AreaChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import { CLAIMS_PAID_BY_MONTH, PREMIUMS_BY_MONTH, RETENTION_BY_MONTH } from '../data/insurance.data'
import { seriesTable, withMonthLabels } from '../data/chart-shape'
import { ChartCard } from './ChartCard'
import { ChartsPage } from './ChartsPage'
import { gridChartProps, lineOfBusinessSeries, moneyChartProps } from './chart-props'
import { useChartFormat } from './use-chart-format'

/** `/charts/area`: stacked premiums, the share of new business, claims paid. */
export function AreaChartsPage() {
  const { t } = useTranslation('charts')
  const format = useChartFormat()
  const month = t('charts.axis.month')
  const premiums = withMonthLabels(PREMIUMS_BY_MONTH, format.locale)
  const lineSeries = lineOfBusinessSeries(t)
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
          {...moneyChartProps(month, t('charts.axis.premiums'), format.thousands)}
          data={premiums}
          series={lineSeries}
          type="stacked"
          curveType="monotone"
        />
      </ChartCard>
      <ChartCard
        title={t('charts.area.share.title')}
        description={t('charts.area.share.description')}
        table={seriesTable(month, business, 'label', businessSeries, format.count)}
      >
        <AreaChart
          {...gridChartProps({ x: month, y: t('charts.axis.share'), format: format.count })}
          data={business}
          series={businessSeries}
          type="percent"
          yAxisProps={{ tickFormatter: format.fraction, width: 60 }}
        />
      </ChartCard>
      <ChartCard
        title={t('charts.area.claims.title')}
        description={t('charts.area.claims.description')}
        table={seriesTable(month, claims, 'label', claimsSeries, format.thousands)}
      >
        <AreaChart
          {...moneyChartProps(month, t('charts.axis.claimsPaid'), format.thousands)}
          data={claims}
          series={claimsSeries}
          curveType="natural"
          withGradient
        />
      </ChartCard>
    </ChartsPage>
  )
}
