import { SeriesFrame, SeriesTip, useSeriesChart, type SeriesChartProps } from './series-chart'
import { bands, yScale } from './geometry'
import classes from './glance.module.css'

interface Props extends SeriesChartProps {
  /** Category names under the bars, and values beside three grid lines. */
  withAxes?: boolean
  /** How the value axis writes its figures (short money, say); `format` when not given. */
  axisFormat?: (value: number) => string
}

const AXIS_LEFT = 64
const AXIS_BOTTOM = 20
const LABEL_ROOM = 40

/** Bars per category, side by side for several series, with a tooltip per category. */
export function GlanceBars({ withAxes = false, axisFormat, ...chart }: Props) {
  const { categories, series, height } = chart
  const { colors, hovered, hover, top } = useSeriesChart(series)
  return (
    <SeriesFrame chart={chart}>
      {(width) => {
        const left = withAxes ? AXIS_LEFT : 0
        const plotWidth = Math.max(0, width - left)
        const plotHeight = height - (withAxes ? AXIS_BOTTOM : 0)
        const y = yScale(top, plotHeight)
        const slots = bands(categories.length, plotWidth, series.length > 1 ? 0.35 : 0.45)
        const step = plotWidth / Math.max(1, categories.length)
        const every = Math.max(1, Math.ceil((categories.length * LABEL_ROOM) / (plotWidth || 1)))
        return (
          <g transform={`translate(${left},0)`}>
            {withAxes
              ? [0, top / 2, top].map((tick) => (
                  <g key={tick}>
                    <line
                      className={classes.grid}
                      x1={0}
                      x2={plotWidth}
                      y1={y(tick)}
                      y2={y(tick)}
                    />
                    <text className={classes.axis} x={-8} y={y(tick)} dy="0.32em" textAnchor="end">
                      {(axisFormat ?? chart.format)(tick)}
                    </text>
                  </g>
                ))
              : null}
            <SeriesTip chart={chart} hovered={hovered} colors={colors}>
              {slots.map((slot, i) => (
                <rect
                  key={i}
                  className={classes.hit}
                  x={slot.center - step / 2}
                  width={step}
                  y={0}
                  height={plotHeight}
                  data-testid="glance-hit"
                  {...hover(i)}
                />
              ))}
            </SeriesTip>
            {slots.map((slot, i) => {
              const bar = slot.width / series.length
              return (
                <g key={i}>
                  {withAxes ? null : (
                    // Without axes, a faint full-height track shows where every category is,
                    // even where its value is 0.
                    <rect
                      className={`${classes.mark} ${classes.track}`}
                      x={slot.x}
                      width={slot.width}
                      y={0}
                      height={plotHeight}
                      rx={Math.min(4, slot.width / 4)}
                    />
                  )}
                  {series.map((s, j) => {
                    const value = s.data[i] ?? 0
                    return (
                      <rect
                        key={s.name}
                        className={classes.mark}
                        x={slot.x + j * bar + (series.length > 1 ? 1 : 0)}
                        width={Math.max(1, bar - (series.length > 1 ? 2 : 0))}
                        y={y(value)}
                        height={Math.max(0, plotHeight - y(value))}
                        rx={Math.min(4, bar / 4)}
                        fill={colors[j]}
                      />
                    )
                  })}
                  {withAxes && i % every === 0 ? (
                    <text
                      className={classes.axis}
                      x={slot.center}
                      y={plotHeight + AXIS_BOTTOM - 4}
                      textAnchor="middle"
                    >
                      {categories[i]}
                    </text>
                  ) : null}
                </g>
              )
            })}
          </g>
        )
      }}
    </SeriesFrame>
  )
}
