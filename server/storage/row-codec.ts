/**
 * Rows as JSON text and back, keeping what IndexedDB's structured clone keeps and plain JSON
 * loses: bytes (the JWT signing secret is a Uint8Array), dates, and the numbers JSON has no word
 * for (NaN, ±Infinity, -0). Each becomes a one-key object whose key no row of ours uses.
 */
const BYTES = '$corredor:bytes'
const DATE = '$corredor:date'
const NUMBER = '$corredor:number'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** The value JSON keeps as it is, or its marker. */
function mark(value: unknown): unknown {
  if (value instanceof Uint8Array) return { [BYTES]: Buffer.from(value).toString('base64') }
  if (value instanceof Date)
    return { [DATE]: Number.isNaN(value.getTime()) ? null : value.toISOString() }
  if (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0)))
    return { [NUMBER]: Object.is(value, -0) ? '-0' : String(value) }
  return value
}

export function encodeRow(row: unknown): string {
  // The replacer sees a Date after its toJSON: read the value as it is in its holder.
  return JSON.stringify(row, function (this: Record<string, unknown>, key: string) {
    return mark(this[key])
  })
}

/** The row as it was written: markers back to bytes, dates and numbers. */
export function decodeRow<Row>(value: unknown): Row {
  return revive(value as Json) as Row
}

function revive(value: Json): unknown {
  if (Array.isArray(value)) return value.map(revive)
  if (value === null || typeof value !== 'object') return value
  const keys = Object.keys(value)
  if (keys.length === 1) {
    const [only] = keys
    const inner = value[only!]
    if (only === BYTES && typeof inner === 'string')
      return new Uint8Array(Buffer.from(inner, 'base64'))
    if (only === DATE) return new Date(typeof inner === 'string' ? inner : Number.NaN)
    if (only === NUMBER && typeof inner === 'string') return inner === '-0' ? -0 : Number(inner)
  }
  const row: Record<string, unknown> = {}
  for (const key of keys) row[key] = revive(value[key]!)
  return row
}
