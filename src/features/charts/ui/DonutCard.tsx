import { DonutChart, type DonutChartProps } from '@mantine/charts'
import type { Cell } from '../data/chart-shape'
import { ChartCard } from './ChartCard'
import { ChartLoading } from './ChartLoading'
import { shareLabel } from './share-label'

/** The shape of one donut: what sets it apart from the others on the page. */
export type DonutShape = Omit<DonutChartProps, 'data' | 'valueFormatter'>

interface Props {
  title: string
  description: string
  /** The table's two column names: what a slice is, and what it counts. */
  columns: readonly [string, string]
  cells: readonly Cell[]
  format: (value: number) => string
  /** Labels the slices with their share of the whole, formatted so (0.58 → "58%"). */
  shares?: (fraction: number) => string
  shape: DonutShape
  /** Slices read from the API: a placeholder until they are there. */
  loading?: { ready: boolean; failed: boolean }
}

/** A donut in a chart card, its slices also as the card's table, its legend under it. */
export function DonutCard(props: Props) {
  const { title, description, columns, cells, format, shares, shape, loading } = props
  const height = typeof shape.h === 'number' ? shape.h : 300
  const chart = (
    <DonutChart
      // Recharts anchors its labels for left-to-right: in RTL they would sit on their own lines.
      dir="ltr"
      w="100%"
      miw={0}
      mih={0}
      h={height}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      {...shape}
      {...(shares && {
        withLabels: true,
        pieProps: { ...shape.pieProps, label: shareLabel(shares) },
      })}
      data={[...cells]}
      valueFormatter={format}
    />
  )
  return (
    <ChartCard
      title={title}
      description={description}
      table={{ columns, rows: cells.map((cell) => [cell.name, format(cell.value)]) }}
    >
      {loading ? (
        <ChartLoading ready={loading.ready} failed={loading.failed} height={height}>
          {chart}
        </ChartLoading>
      ) : (
        chart
      )}
    </ChartCard>
  )
}
