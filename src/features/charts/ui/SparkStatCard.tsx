import { Sparkline } from '@mantine/charts'
import { Badge, Card, Group, Text } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { trendOf } from '../data/chart-shape'
import { FiguresTable } from '@/shared/ui/FiguresTable'
import { useChartFormat } from './use-chart-format'

interface Props {
  title: string
  values: readonly number[]
  format: (value: number) => string
  /** True when a rising line is bad news (open claims, lapses): the badge turns red on a rise. */
  risingIsBad?: boolean
}

/** A stat card: this week's figure, its change over the period, and a sparkline of the weeks. */
export function SparkStatCard({ title, values, format, risingIsBad = false }: Props) {
  const { t } = useTranslation('charts')
  const { animate, change: formatChange } = useChartFormat()
  const titleId = useId()
  const { last, change } = trendOf(values)
  const good = risingIsBad ? change <= 0 : change >= 0
  return (
    <Card padding="lg">
      <figure aria-labelledby={titleId} style={{ margin: 0 }} data-testid="chart">
        <Text fz="sm" c="dimmed" id={titleId} fw={500}>
          {title}
        </Text>
        <Group justify="space-between" align="flex-end" mt={4} wrap="nowrap">
          <Text fz={28} fw={700} lh={1.1}>
            {format(last)}
          </Text>
          <Badge color={good ? 'teal' : 'red'} variant="light" dir="auto">
            {t('charts.sparkline.change', { change: formatChange(change) })}
          </Badge>
        </Group>
        <Sparkline
          mt="md"
          h={60}
          data={[...values]}
          curveType="natural"
          color={good ? 'teal.6' : 'red.6'}
          fillOpacity={0.25}
          areaProps={{ isAnimationActive: animate }}
        />
        <FiguresTable
          caption={title}
          figures={{
            columns: [t('charts.axis.week'), title],
            rows: values.map((value, index) => [
              t('charts.sparkline.week', { n: index + 1 }),
              format(value),
            ]),
          }}
        />
      </figure>
    </Card>
  )
}
