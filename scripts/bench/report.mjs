/**
 * Statistics and printing for scripts/bench.mjs. A target is a bound, `{ max }` (at most) or
 * `{ min }` (at least); a figure out of bounds is marked, never an error.
 */

/** @typedef {{ max?: number, min?: number }} Target */

/**
 * @param {number[]} values
 * @param {number} p percentile, 0 to 100 (nearest rank)
 * @returns {number} NaN when there are no values
 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** @param {number[]} values */
export const median = (values) => percentile(values, 50)

/** @param {number} value @param {number} [digits] */
export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

/**
 * @param {number | null} value
 * @param {Target} target
 * @returns {'PASS' | 'OVER' | 'UNDER' | 'NONE'}
 */
export function verdict(value, target) {
  if (value === null || Number.isNaN(value)) return 'NONE'
  if (target.max !== undefined && value > target.max) return 'OVER'
  if (target.min !== undefined && value < target.min) return 'UNDER'
  return 'PASS'
}

/**
 * Prints one figure: label, value with its unit, the target and the verdict.
 * @param {string} label
 * @param {number | null | undefined} value
 * @param {string} unit
 * @param {Target} [target]
 * @param {(value: number) => string} [format] how the value and the target are shown
 */
export function line(label, value, unit, target, format = String) {
  const shown = `${typeof value === 'number' ? format(value) : '-'} ${unit}`.trimEnd()
  let goal = ''
  let mark = ''
  if (target) {
    const bound =
      target.max !== undefined ? `≤ ${format(target.max)}` : `≥ ${format(target.min ?? 0)}`
    goal = `target ${bound} ${unit}`.trimEnd()
    mark = verdict(value ?? null, target)
  }
  console.log(`  ${label.padEnd(52)} ${shown.padEnd(14)} ${goal.padEnd(20)} ${mark}`.trimEnd())
}

/** @param {string} title */
export const heading = (title) => console.log(`\n${title}`)
