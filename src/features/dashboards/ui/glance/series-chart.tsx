/** What the bar, trend and radar charts share: their props, first sums, frame and tooltip. */
import type { ReactNode } from 'react'
import {
  CategoryTip,
  GlanceFrame,
  HoverTip,
  seriesTable,
  useColors,
  useHovered,
  type GlanceSeries,
} from './GlanceFrame'
import { niceCeil } from './geometry'

export interface SeriesChartProps {
  /** The chart's accessible name and the caption of its figures. */
  label: string
  /** What the categories are (the figures table's first column). */
  categoryLabel: string
  categories: readonly string[]
  series: readonly GlanceSeries[]
  height: number
  format: (value: number) => string
}

/** The series' colours, the hovered category and the value axis' top. */
export function useSeriesChart(series: readonly GlanceSeries[]) {
  const colors = useColors(series.map((s) => s.color))
  const { hovered, hover } = useHovered()
  const top = niceCeil(Math.max(0, ...series.flatMap((s) => s.data)))
  return { colors, hovered, hover, top }
}

/** The frame of a series chart: a row of figures per category, a legend for several series. */
export function SeriesFrame({
  chart,
  children,
}: {
  chart: SeriesChartProps
  children: (width: number) => ReactNode
}) {
  return (
    <GlanceFrame
      label={chart.label}
      height={chart.height}
      table={seriesTable(chart.categoryLabel, chart.categories, chart.series, chart.format)}
      legend={chart.series}
    >
      {children}
    </GlanceFrame>
  )
}

/** The hovered category's figures, over the hit areas it wraps. */
export function SeriesTip({
  chart,
  hovered,
  colors,
  children,
}: {
  chart: SeriesChartProps
  hovered: number | null
  colors: readonly string[]
  children: ReactNode
}) {
  return (
    <HoverTip
      tip={
        hovered === null ? null : (
          <CategoryTip
            category={chart.categories[hovered] ?? ''}
            series={chart.series}
            index={hovered}
            colors={colors}
            format={chart.format}
          />
        )
      }
    >
      {children}
    </HoverTip>
  )
}
