import '@mantine/charts/styles.layer.css'
import { AreaChart, BarChart, LineChart, RadarChart } from '@mantine/charts'
import { Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useStatisticsCard } from '../../api/dashboards.queries'
import type { StatisticsCard as Card, StatisticsCardName } from '../../dashboards.schema'
import { CardFrame } from '../CardFrame'
import { formatCount, formatMoney } from '../format'
import { Growth } from './Growth'

export type StatisticsChart = 'bar' | 'line' | 'area' | 'radar'

const COLORS = ['brand.6', 'orange.6', 'cyan.6', 'green.6']

/** The series as rows `{ label, <series name>: value }`, the shape the charts take. */
function rowsOf(card: Card) {
  return card.categories.map((label, i) => ({
    label,
    ...Object.fromEntries(card.series.map((s) => [s.name, s.data[i] ?? 0])),
  }))
}

function Chart({ card, chart }: { card: Card; chart: StatisticsChart }) {
  const data = rowsOf(card)
  const series = card.series.map((s, i) => ({ name: s.name, color: COLORS[i % COLORS.length]! }))
  const common = { h: 140, data, series, withLegend: series.length > 1 }
  if (chart === 'radar')
    return (
      <RadarChart
        h={200}
        data={data}
        dataKey="label"
        series={series.map((s) => ({ ...s, opacity: 0.2 }))}
        withLegend
        withTooltip
        withPolarRadiusAxis={false}
      />
    )
  if (chart === 'bar')
    return <BarChart {...common} dataKey="label" withYAxis={false} gridAxis="none" />
  if (chart === 'line')
    return (
      <LineChart
        {...common}
        dataKey="label"
        withYAxis={false}
        curveType="natural"
        gridAxis="none"
      />
    )
  return (
    <AreaChart {...common} dataKey="label" withYAxis={false} curveType="natural" gridAxis="none" />
  )
}

const MONEY: readonly StatisticsCardName[] = ['revenue', 'profit-line-chart', 'sales']

/** One `/card/card-statistics/{name}` card: its figure, its change and its chart. */
export function StatisticsCard({
  name,
  chart = 'area',
}: {
  name: StatisticsCardName
  chart?: StatisticsChart
}) {
  const { t, i18n } = useTranslation()
  const query = useStatisticsCard(name)
  const format = (value: number) =>
    MONEY.includes(name) ? formatMoney(value, i18n.language) : formatCount(value, i18n.language)
  return (
    <CardFrame id={`stat-${name}`} title={t(`dash.stat.${name}`)} query={query}>
      {(card) => (
        <>
          <Group gap="sm" mb="sm">
            <Text fz={28} fw={700} data-testid="figure">
              {format(card.statistics)}
            </Text>
            <Growth value={card.growth} />
          </Group>
          <Chart card={card} chart={chart} />
        </>
      )}
    </CardFrame>
  )
}
