import { SeriesFrame, SeriesTip, useSeriesChart, type SeriesChartProps } from './series-chart'
import { trendPaths, trendXs } from './geometry'
import classes from './glance.module.css'

interface Props extends SeriesChartProps {
  /** Fill under each line (an area chart). */
  filled?: boolean
}

/** Room above and below the line, so its stroke and dots are not cut. */
const INSET = 6

/** Smooth lines (or areas) over the categories, with a guide and dots on the hovered one. */
export function GlanceTrend({ filled = false, ...chart }: Props) {
  const { categories, series, height } = chart
  const { colors, hovered: active, hover, top } = useSeriesChart(series)
  const plotHeight = height - 2 * INSET
  return (
    <SeriesFrame chart={chart}>
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
            <SeriesTip chart={chart} hovered={active} colors={colors}>
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
            </SeriesTip>
          </g>
        )
      }}
    </SeriesFrame>
  )
}
