import type { PieLabelRenderProps } from 'recharts'

/**
 * A donut slice's label as its share of the whole, in the reader's number format ("58 %" in
 * French), where Mantine's own percent labels are always written the English way.
 */
export const shareLabel =
  (share: (fraction: number) => string) =>
  ({ x, y, cx, percent }: PieLabelRenderProps) => (
    <text
      x={x}
      y={y}
      textAnchor={x > Number(cx) ? 'start' : 'end'}
      fill="var(--chart-labels-color, var(--mantine-color-dimmed))"
      fontFamily="var(--mantine-font-family)"
      fontSize={12}
    >
      <tspan x={x}>{share(percent ?? 0)}</tspan>
    </text>
  )
