import { ScatterChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import { CLAIM_SETTLEMENTS } from '../data/insurance.data'
import { LOSS_RATIO_BY_MONTH } from '../data/loss-ratio.data'
import { monthLabel } from '../data/chart-shape'
import { ChartCard } from './ChartCard'
import { ChartsPage } from './ChartsPage'
import { moneyAxisWidth } from './chart-props'
import { LINE_COLORS } from './palette'
import { useChartFormat } from './use-chart-format'

const SETTLED = ['auto', 'home', 'commercial'] as const

/** `/charts/scatter`: claim size against settlement time, and premiums against claims by month. */
export function ScatterChartsPage() {
  const { t } = useTranslation('charts')
  const format = useChartFormat()
  const settlements = SETTLED.map((line) => ({
    name: t(`charts.lines.${line}`),
    color: LINE_COLORS[line],
    data: CLAIM_SETTLEMENTS[line].map((point) => ({ ...point })),
  }))
  const months = LOSS_RATIO_BY_MONTH
  const monthly = [
    {
      name: t('charts.series.months'),
      color: 'violet.6',
      data: months.map(({ premiums, claims }) => ({ premiums, claims })),
    },
  ]
  const size = t('charts.axis.claimSize')
  const days = t('charts.axis.settlementDays')

  return (
    <ChartsPage title={t('charts.scatter.title')} intro={t('charts.scatter.intro')}>
      <ChartCard
        title={t('charts.scatter.settlement.title')}
        description={t('charts.scatter.settlement.description')}
        table={{
          columns: [t('charts.axis.line'), size, days],
          rows: SETTLED.flatMap((line) =>
            CLAIM_SETTLEMENTS[line].map((point) => [
              t(`charts.lines.${line}`),
              format.thousands(point.size),
              format.count(point.days),
            ]),
          ),
        }}
      >
        <ScatterChart
          h={320}
          data={settlements}
          dataKey={{ x: 'size', y: 'days' }}
          labels={{ x: size, y: days }}
          xAxisLabel={size}
          yAxisLabel={days}
          valueFormatter={{ x: format.thousands, y: format.count }}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
        />
      </ChartCard>
      <ChartCard
        title={t('charts.scatter.monthly.title')}
        description={t('charts.scatter.monthly.description')}
        table={{
          columns: [t('charts.axis.month'), t('charts.axis.premiums'), t('charts.axis.claimsPaid')],
          rows: months.map((row) => [
            monthLabel(row.month, format.locale),
            format.thousands(row.premiums),
            format.thousands(row.claims),
          ]),
        }}
      >
        <ScatterChart
          h={320}
          data={monthly}
          dataKey={{ x: 'premiums', y: 'claims' }}
          labels={{ x: t('charts.axis.premiums'), y: t('charts.axis.claimsPaid') }}
          xAxisLabel={t('charts.axis.premiums')}
          yAxisLabel={t('charts.axis.claimsPaid')}
          valueFormatter={format.thousands}
          xAxisProps={{ domain: [550, 850], ticks: [550, 625, 700, 775, 850] }}
          yAxisProps={{
            domain: [350, 600],
            ticks: [350, 400, 450, 500, 550, 600],
            width: moneyAxisWidth(format.thousands),
          }}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
        />
      </ChartCard>
    </ChartsPage>
  )
}
