/** Pure shaping of the chart series: labels, totals, ratios, trends and text alternatives. */
import { recordOf } from '@/shared/contract/one-of'

/** `2026-03` as the reader's short month name ("Mar", "mars", "März"). */
export function monthLabel(month: string, locale: string): string {
  const [year, index] = month.split('-').map(Number)
  if (!year || !index) return month
  return new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, index - 1, 1)),
  )
}

/** Each row with a `label` for the x axis, in the reader's language. */
export const withMonthLabels = <T extends { month: string }>(
  rows: readonly T[],
  locale: string,
): (T & { label: string })[] =>
  rows.map((row) => ({ ...row, label: monthLabel(row.month, locale) }))

/** The sum of some numeric fields of a row. */
export const sumOf = <K extends string>(row: Readonly<Record<K, number>>, keys: readonly K[]) =>
  keys.reduce((total, key) => total + row[key], 0)

export interface LossRatioRow {
  month: string
  premiums: number
  claims: number
  lossRatio: number
}

/**
 * Premiums and claims paid month by month, with the loss ratio (claims / premiums, a percentage
 * to one decimal). Months missing on either side are left out; a month without premiums has a
 * ratio of 0 rather than Infinity.
 */
export function lossRatios(
  premiums: readonly { month: string; total: number }[],
  claims: readonly { month: string; paid: number }[],
): LossRatioRow[] {
  const paid = new Map(claims.map((row) => [row.month, row.paid]))
  return premiums.flatMap(({ month, total }) => {
    const claimsPaid = paid.get(month)
    if (claimsPaid === undefined) return []
    const lossRatio = total > 0 ? Math.round((claimsPaid / total) * 1000) / 10 : 0
    return [{ month, premiums: total, claims: claimsPaid, lossRatio }]
  })
}

export interface Cell {
  name: string
  value: number
  color: string
}

/** Donut cells from counts, in the given order, without empty slices (a 0 draws nothing). */
export const toCells = <K extends string>(
  counts: readonly { key: K; count: number }[],
  label: (key: K) => string,
  color: (key: K) => string,
): Cell[] =>
  counts
    .filter((entry) => entry.count > 0)
    .map((entry) => ({ name: label(entry.key), value: entry.count, color: color(entry.key) }))

/** One row per `row` key with a column per `column` key, from flat counts (missing → 0). */
export function crossTab<R extends string, C extends string>(
  counts: readonly { row: R; column: C; count: number }[],
  rows: readonly R[],
  columns: readonly C[],
): ({ key: R } & Record<C, number>)[] {
  const countOf = (row: R, column: C) =>
    counts
      .filter((entry) => entry.row === row && entry.column === column)
      .reduce((total, entry) => total + entry.count, 0)
  return rows.map((row) => {
    const cells = recordOf(columns, (column) => countOf(row, column))
    return { ...cells, key: row }
  })
}

export interface Trend {
  last: number
  /** Change from the first value to the last, in percent to one decimal. */
  change: number
}

export function trendOf(values: readonly number[]): Trend {
  const first = values[0] ?? 0
  const last = values[values.length - 1] ?? 0
  const change = first === 0 ? 0 : Math.round(((last - first) / first) * 1000) / 10
  return { last, change }
}

export interface SeriesColumn {
  name: string
  label: string
}

/** How a table cell reads: given the value and the name of its series (for mixed units). */
export type CellFormat = (value: number, series: string) => string

/** The rows of a chart's text alternative: the category, then each series' formatted value. */
export const tableRows = <T extends object>(
  data: readonly T[],
  dataKey: keyof T & string,
  series: readonly SeriesColumn[],
  format: CellFormat,
): string[][] =>
  data.map((row) => [
    String(row[dataKey] ?? ''),
    ...series.map(({ name }) => {
      const value: unknown = Reflect.get(row, name)
      return typeof value === 'number' ? format(value, name) : '—'
    }),
  ])

/** A chart's whole text alternative: a category column, then a column per series. */
export const seriesTable = <T extends object>(
  category: string,
  data: readonly T[],
  dataKey: keyof T & string,
  series: readonly SeriesColumn[],
  format: CellFormat,
): { columns: string[]; rows: string[][] } => ({
  columns: [category, ...series.map((column) => column.label)],
  rows: tableRows(data, dataKey, series, format),
})
