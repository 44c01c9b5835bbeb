import {
  CategoryTip,
  GlanceFrame,
  HoverTip,
  seriesTable,
  useColors,
  useHovered,
  type GlanceSeries,
} from './GlanceFrame'
import { niceCeil, radarPolygon, spoke } from './geometry'
import classes from './glance.module.css'

interface Props {
  label: string
  categoryLabel: string
  categories: readonly string[]
  series: readonly GlanceSeries[]
  height: number
  format: (value: number) => string
}

/** Room around the web for the category names. */
const LABEL_ROOM = 28
const RINGS = [1 / 3, 2 / 3, 1]

/** Each series as a filled polygon on one spoke per category, a tooltip per spoke. */
export function GlanceRadar({ label, categoryLabel, categories, series, height, format }: Props) {
  const colors = useColors(series.map((s) => s.color))
  const { hovered, hover } = useHovered()
  const top = niceCeil(Math.max(0, ...series.flatMap((s) => s.data)))
  const count = categories.length
  return (
    <GlanceFrame
      label={label}
      height={height}
      table={seriesTable(categoryLabel, categories, series, format)}
      legend={series}
    >
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
            <HoverTip
              tip={
                hovered === null ? null : (
                  <CategoryTip
                    category={categories[hovered] ?? ''}
                    series={series}
                    index={hovered}
                    colors={colors}
                    format={format}
                  />
                )
              }
            >
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
            </HoverTip>
          </g>
        )
      }}
    </GlanceFrame>
  )
}
