import { ColorSwatch, Group, Text, Tooltip, getThemeColor, useMantineTheme } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { useState, type ReactNode } from 'react'
import { FiguresTable, type Figures } from '@/shared/ui/FiguresTable'
import classes from './glance.module.css'

export interface GlanceSeries {
  name: string
  /** What the legend, the tooltip and the text alternative call it. */
  label: string
  /** A theme colour (`brand.6`) or any CSS colour. */
  color: string
  data: readonly number[]
}

/** The series as a table: a row per category, a column per series. */
export function seriesTable(
  heading: string,
  categories: readonly string[],
  series: readonly GlanceSeries[],
  format: (value: number) => string,
): Figures {
  return {
    columns: [heading, ...series.map((s) => s.label)],
    rows: categories.map((category, i) => [category, ...series.map((s) => format(s.data[i] ?? 0))]),
  }
}

/** A theme colour as CSS (`brand.6` → its variable), for fills and strokes. */
export function useColors(colors: readonly string[]): string[] {
  const theme = useMantineTheme()
  return colors.map((color) => getThemeColor(color, theme))
}

interface Props {
  /** The chart's accessible name. */
  label: string
  height: number
  table: Figures
  /** Swatches under the chart, for more than one series. */
  legend?: readonly { label: string; color: string }[]
  /** The drawing, given the measured width (in pixels). */
  children: (width: number) => ReactNode
}

/**
 * A small chart's frame: measures its width, draws an SVG image named by `label` (left to right
 * in either direction, as charts read), a legend, and the figures as a visually hidden table.
 */
export function GlanceFrame({ label, height, table, legend, children }: Props) {
  const { ref, width } = useElementSize()
  const swatches = useColors((legend ?? []).map((entry) => entry.color))
  return (
    <div className={classes.frame}>
      <div ref={ref} style={{ height }} dir="ltr">
        {width > 0 ? (
          <svg className={classes.svg} width={width} height={height} role="img" aria-label={label}>
            {children(width)}
          </svg>
        ) : null}
      </div>
      {legend && legend.length > 1 ? (
        <Group justify="center" gap="md" mt="xs" aria-hidden>
          {legend.map((entry, i) => (
            <Group key={entry.label} gap={6} wrap="nowrap">
              <ColorSwatch size={10} color={swatches[i] ?? entry.color} withShadow={false} />
              <Text fz="xs" c="dimmed">
                {entry.label}
              </Text>
            </Group>
          ))}
        </Group>
      ) : null}
      <FiguresTable caption={label} figures={table} />
    </div>
  )
}

/** The tooltip of one category: its name and each series' value. */
export function CategoryTip({
  category,
  series,
  index,
  colors,
  format,
}: {
  category: string
  series: readonly GlanceSeries[]
  index: number
  colors: readonly string[]
  format: (value: number) => string
}) {
  return (
    <div>
      <Text fz="xs" fw={600}>
        {category}
      </Text>
      {series.map((s, i) => (
        <Group key={s.name} gap={6} wrap="nowrap">
          <ColorSwatch size={8} color={colors[i] ?? s.color} withShadow={false} />
          <Text fz="xs">
            {s.label}: {format(s.data[index] ?? 0)}
          </Text>
        </Group>
      ))}
    </div>
  )
}

/**
 * Which mark the pointer is over (`null`: none), and the handlers that set it: a chart has one
 * tooltip, not one per mark.
 */
export function useHovered() {
  const [hovered, setHovered] = useState<number | null>(null)
  const hover = (index: number) => ({
    onMouseEnter: () => setHovered(index),
    onMouseLeave: () => setHovered((current) => (current === index ? null : current)),
  })
  return { hovered, hover }
}

/** The chart's one tooltip, following the pointer over the hit areas it wraps. */
export function HoverTip({ tip, children }: { tip: ReactNode; children: ReactNode }) {
  return (
    <Tooltip.Floating label={tip} disabled={tip === null}>
      <g>{children}</g>
    </Tooltip.Floating>
  )
}
