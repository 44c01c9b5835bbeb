import type { SVGProps } from 'react'

interface Props extends Omit<SVGProps<SVGTextElement>, 'x' | 'y'> {
  x?: number | string
  y?: number | string
  payload?: { value?: unknown }
}

/**
 * A radar's angle label broken at its spaces, one word a line, so long measures ("Claims
 * handling") stay inside a phone-wide card instead of being cut at its edge.
 */
export function WrappedTick({ x, y, payload, textAnchor, fill, fontSize }: Props) {
  const words = String(payload?.value ?? '').split(' ')
  const top = Number(y) - ((words.length - 1) * 12) / 2
  return (
    <text x={x} y={top} textAnchor={textAnchor} fill={fill} fontSize={fontSize ?? 12}>
      {words.map((word, index) => (
        <tspan key={index} x={x} dy={index === 0 ? 0 : 12}>
          {word}
        </tspan>
      ))}
    </text>
  )
}
