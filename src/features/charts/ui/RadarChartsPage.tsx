import { RadarChart } from '@mantine/charts'
import { useMediaQuery } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { AGENTS, AGENT_SCORES, TEAM_VS_TARGET } from '../data/insurance.data'
import { seriesTable } from '../data/chart-shape'
import { ChartCard } from './ChartCard'
import { ChartsPage } from './ChartsPage'
import { useChartFormat } from './use-chart-format'
import { WrappedTick } from './WrappedTick'

/** `/charts/radar`: three agents' scores, and the team against the agency's targets. */
export function RadarChartsPage() {
  const { t } = useTranslation('charts')
  const format = useChartFormat()
  const metric = t('charts.axis.metric')
  const label = <T extends { metric: string }>(rows: readonly T[]) =>
    rows.map((row) => ({ ...row, label: t(`charts.metrics.${row.metric}`) }))
  const agents = label(AGENT_SCORES)
  const agentSeries = AGENTS.map((agent) => ({ ...agent, opacity: 0.15 }))
  const team = label(TEAM_VS_TARGET)
  const teamSeries = [
    { name: 'team', label: t('charts.series.team'), color: 'violet.6', opacity: 0.3 },
    { name: 'target', label: t('charts.series.target'), color: 'gray.6', opacity: 0.05 },
  ]
  const radarProps = { isAnimationActive: format.animate }
  const phone = useMediaQuery('(max-width: 30em)') ?? false
  const frame = {
    // Recharts anchors the measures' labels for left-to-right; in RTL they would turn inwards.
    dir: 'ltr',
    radarChartProps: { outerRadius: phone ? '55%' : '65%' },
    polarAngleAxisProps: { tick: WrappedTick },
  }

  return (
    <ChartsPage title={t('charts.radar.title')} intro={t('charts.radar.intro')}>
      <ChartCard
        title={t('charts.radar.agents.title')}
        description={t('charts.radar.agents.description')}
        table={seriesTable(metric, agents, 'label', agentSeries, format.count)}
      >
        <RadarChart
          h={phone ? 300 : 340}
          {...frame}
          data={agents}
          dataKey="label"
          series={agentSeries}
          withPolarRadiusAxis={!phone}
          polarRadiusAxisProps={{ domain: [0, 100], angle: 60 }}
          withLegend
          withTooltip
          withDots
          legendProps={{ verticalAlign: 'bottom' }}
          radarProps={radarProps}
        />
      </ChartCard>
      <ChartCard
        title={t('charts.radar.team.title')}
        description={t('charts.radar.team.description')}
        table={seriesTable(metric, team, 'label', teamSeries, format.count)}
      >
        <RadarChart
          h={phone ? 300 : 340}
          {...frame}
          data={team}
          dataKey="label"
          series={teamSeries}
          withLegend
          withTooltip
          legendProps={{ verticalAlign: 'bottom' }}
          radarProps={(series) => ({
            ...radarProps,
            strokeDasharray: series.name === 'target' ? '5 5' : undefined,
          })}
        />
      </ChartCard>
    </ChartsPage>
  )
}
