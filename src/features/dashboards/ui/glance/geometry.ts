/**
 * The arithmetic of the dashboard's small charts: scales, bands, trend and donut paths, radar
 * points. Pure and in pixels, so the components only measure and draw. Paths come from
 * d3-shape (the same curves @mantine/charts draws with), without the rest of a chart library.
 */
import { arc, area, curveMonotoneX, line, pie } from 'd3-shape'

/** A "nice" top for a value axis: 1, 2, 2.5 or 5 times a power of ten, at least `max`. */
export function niceCeil(max: number): number {
  if (!(max > 0)) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= max) ?? 10
  return step * power
}

/** Maps `[0, top]` to `[height, 0]` (SVG's y grows downwards); negatives clamp to the base. */
export const yScale = (top: number, height: number) => (value: number) =>
  height - (Math.max(0, value) / (top || 1)) * height

export interface Band {
  /** Left edge of the category's band. */
  x: number
  width: number
  /** Centre of the band: where a point of a trend sits. */
  center: number
}

/** `count` equal bands across `width`, each with `padding` (0–1) of itself left empty. */
export function bands(count: number, width: number, padding = 0.3): Band[] {
  if (count <= 0 || width <= 0) return []
  const step = width / count
  const inner = step * (1 - padding)
  return Array.from({ length: count }, (_, i) => ({
    x: i * step + (step - inner) / 2,
    width: inner,
    center: i * step + step / 2,
  }))
}

/** Points of a trend spread edge to edge (a single point sits in the middle). */
export function trendXs(count: number, width: number): number[] {
  if (count <= 1) return count === 1 ? [width / 2] : []
  return Array.from({ length: count }, (_, i) => (i / (count - 1)) * width)
}

/** The line and the filled area under it, smoothed without overshooting the data. */
export function trendPaths(values: readonly number[], width: number, height: number, top: number) {
  const xs = trendXs(values.length, width)
  const y = yScale(top, height)
  const points = values.map((value, i): [number, number] => [xs[i] ?? 0, y(value)])
  return {
    line: line().curve(curveMonotoneX)(points) ?? '',
    area: area().curve(curveMonotoneX).y0(height)(points) ?? '',
    points,
  }
}

export interface Slice {
  path: string
  /** Where a label for the slice would sit (its centroid). */
  centroid: [number, number]
  index: number
}

/** Donut (or pie, when `inner` is 0) slices centred on (0, 0), in the data's order. */
export function slices(
  values: readonly number[],
  outer: number,
  inner: number,
  gapDegrees = 1,
): Slice[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0)
  if (total <= 0) return []
  const shapes = pie<number>()
    .sort(null)
    .value((value) => Math.max(0, value))
    .padAngle(values.filter((value) => value > 0).length > 1 ? (gapDegrees * Math.PI) / 180 : 0)([
    ...values,
  ])
  const draw = arc<(typeof shapes)[number]>().innerRadius(inner).outerRadius(outer).cornerRadius(2)
  return shapes
    .filter((shape) => shape.value > 0)
    .map((shape) => ({
      path: draw(shape) ?? '',
      centroid: draw.centroid(shape),
      index: shape.index,
    }))
}

/** The point of spoke `i` of `count` at `radius`, the first spoke straight up. */
export function spoke(i: number, count: number, radius: number): [number, number] {
  const angle = (i / count) * 2 * Math.PI - Math.PI / 2
  return [Math.cos(angle) * radius, Math.sin(angle) * radius]
}

/** A closed polygon through each value's point on its spoke, scaled to `top`. */
export function radarPolygon(values: readonly number[], radius: number, top: number): string {
  return values
    .map((value, i) =>
      spoke(i, values.length, (Math.max(0, value) / (top || 1)) * radius).join(','),
    )
    .join(' ')
}
