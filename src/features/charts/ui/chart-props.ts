import type { TFunction } from 'i18next'
import { LINES } from '../data/insurance.data'
import { LINE_COLORS } from './palette'

interface AxesOptions {
  /** The x axis's name (also the first column of the chart's table). */
  x: string
  /** The left y axis's name. */
  y?: string
  /** The right y axis's name, on charts that have one. */
  right?: string
  /** How values read in the tooltip and on the y axis. */
  format?: (value: number) => string
  /** The left axis's width, for wide tick labels such as "$182K". */
  yWidth?: number
  h?: number
  dataKey?: string
}

/**
 * The props the cartesian charts (line, area, bar, composite) share: their height, the category
 * key, a legend under the plot, the axes' names and the value format. A chart's own props
 * follow the spread, so one that sets `yAxisProps` itself replaces the width given here.
 */
export function gridChartProps({
  x,
  y,
  right,
  format,
  yWidth,
  h = 300,
  dataKey = 'label',
}: AxesOptions) {
  return {
    h,
    dataKey,
    withLegend: true,
    legendProps: { verticalAlign: 'bottom' as const },
    xAxisLabel: x,
    ...(y !== undefined && { yAxisLabel: y }),
    ...(right !== undefined && { withRightYAxis: true, rightYAxisLabel: right }),
    ...(format && { valueFormatter: format }),
    ...(yWidth !== undefined && { yAxisProps: { width: yWidth } }),
  }
}

/** A series per line of business, in its colour, named in the reader's language. */
export const lineOfBusinessSeries = (t: TFunction) =>
  LINES.map((line) => ({ name: line, label: t(`charts.lines.${line}`), color: LINE_COLORS[line] }))

/**
 * A left axis wide enough for money ticks in the reader's language, with the axis's name beside
 * them: "$750K" is short, "750 mil US$" and "US$ 750 mil" are not.
 */
export const moneyAxisWidth = (thousands: (value: number) => string) =>
  Math.max(70, 30 + 6 * Math.max(...[250, 750].map((value) => thousands(value).length)))

/** A chart of money by month: thousands of dollars ("$182K") on a left axis wide enough for them. */
export const moneyChartProps = (x: string, y: string, thousands: (value: number) => string) =>
  gridChartProps({ x, y, format: thousands, yWidth: moneyAxisWidth(thousands) })
