import { Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useStatisticsCard } from '../../api/dashboards.queries'
import type { StatisticsCard as Card, StatisticsCardName } from '../../dashboards.schema'
import { CardFrame } from '../CardFrame'
import { formatCategory, formatCount, formatMoney } from '../format'
import { GlanceBars, GlanceRadar, GlanceTrend } from '../glance'
import { Growth } from './Growth'

export type StatisticsChart = 'bar' | 'line' | 'area' | 'radar'

const COLORS = ['brand.6', 'orange.6', 'cyan.6', 'green.6']

function Chart({
  card,
  chart,
  label,
  format,
}: {
  card: Card
  chart: StatisticsChart
  label: string
  format: (value: number) => string
}) {
  const { t, i18n } = useTranslation('dashboards')
  const series = card.series.map((s, i) => ({
    name: s.name,
    label: s.name,
    color: COLORS[i % COLORS.length] ?? 'brand.6',
    data: s.data,
  }))
  const common = {
    label,
    categoryLabel: t('dash.chart.category'),
    categories: card.categories.map((category) => formatCategory(category, i18n.language)),
    series,
    format,
  }
  if (chart === 'radar') return <GlanceRadar {...common} height={220} />
  if (chart === 'bar') return <GlanceBars {...common} height={140} />
  return <GlanceTrend {...common} height={140} filled={chart === 'area'} />
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
  const { t, i18n } = useTranslation('dashboards')
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
          <Chart card={card} chart={chart} label={t(`dash.stat.${name}`)} format={format} />
        </>
      )}
    </CardFrame>
  )
}
