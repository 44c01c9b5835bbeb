import { SeriesFrame, SeriesTip, useSeriesChart, type SeriesChartProps } from './series-chart'
import { radarPolygon, spoke } from './geometry'
import classes from './glance.module.css'

/** Room around the web for the category names. */
const LABEL_ROOM = 28
const RINGS = [1 / 3, 2 / 3, 1]

/** Each series as a filled polygon on one spoke per category, a tooltip per spoke. */
export function GlanceRadar(chart: SeriesChartProps) {
  const { categories, series, height } = chart
  const { colors, hovered, hover, top } = useSeriesChart(series)
  const count = categories.length
  return (
    <SeriesFrame chart={chart}>
      {(width) => {
        const radius = Math.max(0, Math.min(width, height) / 2 - LABEL_ROOM)
        return (
          <g transform={`translate(${width / 2},${height / 2})`}>
            {RINGS.map((ring) => (
              <polygon
                key={ring}
                className={classes.grid}
                fill="none"
                points={radarPolygon(Array(count).fill(top * ring), radius, top)}
              />
            ))}
            {series.map((s, j) => (
              <polygon
                key={s.name}
                className={classes.mark}
                points={radarPolygon(s.data, radius, top)}
                fill={colors[j]}
                fillOpacity={0.2}
                stroke={colors[j]}
                strokeWidth={2}
              />
            ))}
            {categories.map((category, i) => {
              const [x, y] = spoke(i, count, radius)
              const [lx, ly] = spoke(i, count, radius + 14)
              return (
                <g key={category}>
                  <line className={classes.grid} x1={0} y1={0} x2={x} y2={y} />
                  <text
                    className={classes.axis}
                    x={lx}
                    y={ly}
                    dy="0.32em"
                    textAnchor={Math.abs(lx) < 1 ? 'middle' : lx > 0 ? 'start' : 'end'}
                  >
                    {category}
                  </text>
                </g>
              )
            })}
            <SeriesTip chart={chart} hovered={hovered} colors={colors}>
              {categories.map((category, i) => {
                const [x, y] = spoke(i, count, radius)
                return (
                  <circle
                    key={category}
                    className={classes.hit}
                    cx={x}
                    cy={y}
                    r={12}
                    data-testid="glance-hit"
                    {...hover(i)}
                  />
                )
              })}
            </SeriesTip>
          </g>
        )
      }}
    </SeriesFrame>
  )
}
