import {
  CategoryTip,
  GlanceFrame,
  HoverTip,
  seriesTable,
  useColors,
  useHovered,
  type GlanceSeries,
} from './GlanceFrame'
import { niceCeil, trendPaths, trendXs } from './geometry'
import classes from './glance.module.css'

interface Props {
  label: string
  categoryLabel: string
  categories: readonly string[]
  series: readonly GlanceSeries[]
  height: number
  format: (value: number) => string
  /** Fill under each line (an area chart). */
  filled?: boolean
}

/** Room above and below the line, so its stroke and dots are not cut. */
const INSET = 6

/** Smooth lines (or areas) over the categories, with a guide and dots on the hovered one. */
export function GlanceTrend({
  label,
  categoryLabel,
  categories,
  series,
  height,
  format,
  filled = false,
}: Props) {
  const colors = useColors(series.map((s) => s.color))
  const { hovered: active, hover } = useHovered()
  const top = niceCeil(Math.max(0, ...series.flatMap((s) => s.data)))
  const plotHeight = height - 2 * INSET
  return (
    <GlanceFrame
      label={label}
      height={height}
      table={seriesTable(categoryLabel, categories, series, format)}
      legend={series}
    >
      {(width) => {
        const xs = trendXs(categories.length, width)
        const drawn = series.map((s) => trendPaths(s.data, width, plotHeight, top))
        const step = categories.length > 1 ? width / (categories.length - 1) : width
        return (
          <g transform={`translate(0,${INSET})`}>
            {drawn.map((paths, j) => (
              <g key={series[j]?.name} className={classes.mark}>
                {filled ? <path d={paths.area} fill={colors[j]} fillOpacity={0.18} /> : null}
                <path d={paths.line} fill="none" stroke={colors[j]} strokeWidth={2.5} />
              </g>
            ))}
            {active !== null ? (
              <g className={classes.mark}>
                <line
                  className={classes.grid}
                  x1={xs[active]}
                  x2={xs[active]}
                  y1={0}
                  y2={plotHeight}
                />
                {drawn.map((paths, j) => {
                  const point = paths.points[active]
                  return point ? (
                    <circle key={j} cx={point[0]} cy={point[1]} r={4} fill={colors[j]} />
                  ) : null
                })}
              </g>
            ) : null}
            <HoverTip
              tip={
                active === null ? null : (
                  <CategoryTip
                    category={categories[active] ?? ''}
                    series={series}
                    index={active}
                    colors={colors}
                    format={format}
                  />
                )
              }
            >
              {xs.map((x, i) => (
                <rect
                  key={i}
                  fill="transparent"
                  x={Math.max(0, x - step / 2)}
                  width={Math.min(width, x + step / 2) - Math.max(0, x - step / 2)}
                  y={-INSET}
                  height={height}
                  data-testid="glance-hit"
                  {...hover(i)}
                />
              ))}
            </HoverTip>
          </g>
        )
      }}
    </GlanceFrame>
  )
}
