/** How close a text is to its limit: quiet, near (a tenth or ten characters left), or at it. */
export type CounterLevel = 'ok' | 'near' | 'limit'

export function counterLevel(length: number, max: number): CounterLevel {
  if (length >= max) return 'limit'
  const margin = Math.max(10, Math.ceil(max * 0.1))
  return max - length <= margin ? 'near' : 'ok'
}

/** The counter's colour for each level; the dimmed text is the quiet one. */
export const COUNTER_COLOR: Record<CounterLevel, string> = {
  ok: 'dimmed',
  near: 'orange.8',
  limit: 'red.8',
}
