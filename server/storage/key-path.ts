/** Reading a row's keys as IndexedDB does, and Dexie's own helpers the collections mirror. */
import type { EncodableKey } from './key-encoding'
import { isValidKey } from './key-encoding'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The value at a dotted key path (`extendedProps.calendar`), undefined where a step is missing. */
export function getByPath(row: unknown, path: string): unknown {
  let value: unknown = row
  for (const step of path.split('.')) {
    if (!isRecord(value)) return undefined
    value = value[step]
  }
  return value
}

/** Sets (or, for undefined, deletes) the value at a dotted path, as Dexie's `update` does. */
export function setByPath(row: Record<string, unknown>, path: string, value: unknown): void {
  const steps = path.split('.')
  const last = steps.pop() ?? path
  let target: Record<string, unknown> = row
  for (const step of steps) {
    const next = target[step]
    if (!isRecord(next)) {
      if (value === undefined) return
      target[step] = {}
    }
    target = target[step] as Record<string, unknown>
  }
  if (value === undefined) Reflect.deleteProperty(target, last)
  else target[last] = value
}

/**
 * The key a row has under `paths`: one path's value, or a compound's tuple. Undefined where
 * IndexedDB would leave the row out of the index (a missing or non-key value in any part).
 */
export function keyOf(
  row: unknown,
  paths: readonly string[],
  compound: boolean,
): EncodableKey | undefined {
  const value = compound
    ? paths.map((path) => getByPath(row, path))
    : getByPath(row, paths[0] ?? '')
  return isValidKey(value) ? value : undefined
}

function typeOf(value: unknown): string {
  if (Array.isArray(value)) return 'Array'
  if (value instanceof Date) return 'Date'
  return typeof value
}

/**
 * Dexie's `cmp` as `sortBy` uses it: number < Date < string < Array, arrays element-wise, and
 * NaN where Dexie answers NaN (values that are no keys); `Array.prototype.sort` reads NaN as 0.
 */
export function dexieCmp(a: unknown, b: unknown): number {
  const ta = typeOf(a)
  const tb = typeOf(b)
  if (ta !== tb) {
    if (ta === 'Array') return 1
    if (tb === 'Array') return -1
    if (ta === 'string') return 1
    if (tb === 'string') return -1
    if (ta === 'Date') return 1
    if (tb !== 'Date') return NaN
    return -1
  }
  if (ta === 'Array') {
    const left = a as unknown[]
    const right = b as unknown[]
    for (let i = 0; i < Math.min(left.length, right.length); i++) {
      const order = dexieCmp(left[i], right[i])
      if (order !== 0) return order
    }
    return left.length - right.length === 0 ? 0 : left.length < right.length ? -1 : 1
  }
  if (ta === 'number' || ta === 'string' || ta === 'Date') {
    const [x, y] =
      ta === 'Date' ? [(a as Date).getTime(), (b as Date).getTime()] : [a as number, b as number]
    return x > y ? 1 : x < y ? -1 : 0
  }
  return NaN
}
