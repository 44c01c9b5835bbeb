import type { ReactNode } from 'react'
import { GlanceFrame, HoverTip, useColors, useHovered } from './GlanceFrame'
import { slices } from './geometry'
import classes from './glance.module.css'

export interface GlanceSlice {
  name: string
  value: number
  color: string
}

interface Props {
  label: string
  /** What the slices are (the text alternative's first column). */
  categoryLabel: string
  valueLabel: string
  data: readonly GlanceSlice[]
  size: number
  /** Ring width; half the size or more draws a pie. */
  thickness: number
  format: (value: number) => string
  /** Drawn in the hole (a total, a percentage). */
  center?: ReactNode
}

/** A donut (or pie) of shares, a tooltip per slice, and an optional figure in the hole. */
export function GlanceDonut({
  label,
  categoryLabel,
  valueLabel,
  data,
  size,
  thickness,
  format,
  center,
}: Props) {
  const colors = useColors(data.map((d) => d.color))
  const { hovered, hover } = useHovered()
  const hoveredSlice = hovered === null ? undefined : data[hovered]
  const outer = size / 2
  const inner = Math.max(0, outer - thickness)
  const drawn = slices(
    data.map((d) => d.value),
    outer,
    inner,
  )
  return (
    <div style={{ width: size, flex: 'none' }}>
      <GlanceFrame
        label={label}
        height={size}
        table={{
          columns: [categoryLabel, valueLabel],
          rows: data.map((d) => [d.name, format(d.value)]),
        }}
      >
        {() => (
          <g transform={`translate(${outer},${outer})`}>
            {inner > 0 ? (
              <circle
                r={(outer + inner) / 2}
                fill="none"
                stroke="var(--mantine-color-default-border)"
                strokeWidth={thickness}
                className={classes.mark}
              />
            ) : null}
            <HoverTip
              tip={hoveredSlice ? `${hoveredSlice.name}: ${format(hoveredSlice.value)}` : null}
            >
              {drawn.map((slice) => (
                <path
                  key={slice.index}
                  className={classes.slice}
                  d={slice.path}
                  fill={colors[slice.index]}
                  data-testid="glance-hit"
                  {...hover(slice.index)}
                />
              ))}
            </HoverTip>
            {center !== undefined && inner > 0 ? (
              <foreignObject
                x={-inner}
                y={-inner}
                width={inner * 2}
                height={inner * 2}
                className={classes.mark}
              >
                <div
                  style={{
                    height: '100%',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    textAlign: 'center',
                  }}
                >
                  {center}
                </div>
              </foreignObject>
            ) : null}
          </g>
        )}
      </GlanceFrame>
    </div>
  )
}
