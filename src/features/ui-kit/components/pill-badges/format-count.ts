/**
 * A count as a badge shows it: `99+` past the most it spells out, so the pill keeps its size;
 * nothing for zero, as an empty pill says nothing.
 */
export function formatCount(count: number, max = 99): string {
  if (!Number.isFinite(count) || count <= 0) return ''
  return count > max ? `${max}+` : String(Math.floor(count))
}
