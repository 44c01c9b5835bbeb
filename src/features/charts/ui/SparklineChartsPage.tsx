import { Sparkline } from '@mantine/charts'
import { Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LINES, PREMIUMS_BY_MONTH, WEEKLY } from '../data/insurance.data'
import { monthLabel, trendOf } from '../data/chart-shape'
import { ChartCard } from './ChartCard'
import { ChartsPage } from './ChartsPage'
import { LINE_COLORS } from './palette'
import { SparkStatCard } from './SparkStatCard'
import { useChartFormat } from './use-chart-format'

/** `/charts/sparkline`: stat cards with the last twelve weeks, and each line's year in a row. */
export function SparklineChartsPage() {
  const { t } = useTranslation('charts')
  const format = useChartFormat()
  const months = PREMIUMS_BY_MONTH.map((row) => monthLabel(row.month, format.locale))
  const lines = LINES.map((line) => {
    const values = PREMIUMS_BY_MONTH.map((row) => row[line])
    return { line, label: t(`charts.lines.${line}`), values, trend: trendOf(values) }
  })

  return (
    <ChartsPage title={t('charts.sparkline.title')} intro={t('charts.sparkline.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <SparkStatCard
          title={t('charts.sparkline.newPolicies')}
          values={WEEKLY.newPolicies}
          format={format.count}
        />
        <SparkStatCard
          title={t('charts.sparkline.premiums')}
          values={WEEKLY.premiums}
          format={format.thousands}
        />
        <SparkStatCard
          title={t('charts.sparkline.openClaims')}
          values={WEEKLY.openClaims}
          format={format.count}
          risingIsBad
        />
        <SparkStatCard
          title={t('charts.sparkline.lapses')}
          values={WEEKLY.lapses}
          format={format.count}
          risingIsBad
        />
      </SimpleGrid>
      <ChartCard
        title={t('charts.sparkline.lines.title')}
        description={t('charts.sparkline.lines.description')}
        table={{
          columns: [t('charts.axis.line'), ...months],
          rows: lines.map(({ label, values }) => [label, ...values.map(format.thousands)]),
        }}
      >
        <Stack gap="sm">
          {lines.map(({ line, label, values, trend }) => (
            <Group key={line} wrap="nowrap" gap="md">
              <Text fz="sm" w={100} style={{ flexShrink: 0 }}>
                {label}
              </Text>
              <Sparkline
                flex={1}
                miw={0}
                h={36}
                data={values}
                color={LINE_COLORS[line]}
                curveType="monotone"
                fillOpacity={0.2}
                areaProps={{ isAnimationActive: format.animate }}
              />
              <Text fz="sm" fw={600} w={70} ta="end" style={{ flexShrink: 0 }}>
                {format.thousands(trend.last)}
              </Text>
            </Group>
          ))}
        </Stack>
      </ChartCard>
    </ChartsPage>
  )
}
