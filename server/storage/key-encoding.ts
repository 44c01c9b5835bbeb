/**
 * IndexedDB keys as byte strings whose bytewise order is IndexedDB's key order, so that a
 * PostgreSQL `bytea` btree (which compares bytes) orders, ranges and ties rows exactly as Dexie.
 *
 * Layout: one type tag byte (number < Date < string < array, as IndexedDB orders the types),
 * then the value. The array terminator 0x00 is below every tag, so a shorter array sorts before
 * any longer one it is a prefix of.
 */
/** Any key IndexedDB takes (the port's IndexKey is the part of it the handlers use). */
export type EncodableKey = string | number | Date | readonly EncodableKey[]

const TAG_END = 0x00
const TAG_NUMBER = 0x10
const TAG_DATE = 0x20
const TAG_STRING = 0x30
const TAG_ARRAY = 0x40
/** Precedes each UTF-16 code unit of a string; the terminator (0x00) is below it. */
const UNIT_MARK = 0x01

/**
 * A valid IndexedDB key: no NaN, no invalid Date, arrays of keys only. As the spec's "convert a
 * value to a key", an array met twice in one key is invalid even when it is no cycle (`seen` is
 * never pruned), and fake-indexeddb follows it.
 */
export function isValidKey(value: unknown, seen: Set<unknown> = new Set()): value is EncodableKey {
  if (typeof value === 'number') return !Number.isNaN(value)
  if (typeof value === 'string') return true
  if (value instanceof Date) return !Number.isNaN(value.getTime())
  if (Array.isArray(value)) {
    if (seen.has(value)) return false
    seen.add(value)
    return value.every((item: unknown) => isValidKey(item, seen))
  }
  return false
}

/**
 * float64 big-endian, made order-preserving: positives get their sign bit set, negatives are
 * inverted whole (so a larger magnitude sorts lower). -0 is 0, as IndexedDB compares them equal.
 */
function pushFloat(out: number[], value: number): void {
  const view = new DataView(new ArrayBuffer(8))
  view.setFloat64(0, value === 0 ? 0 : value)
  const negative = (view.getUint8(0) & 0x80) !== 0
  for (let i = 0; i < 8; i++) {
    const byte = view.getUint8(i)
    out.push(negative ? ~byte & 0xff : i === 0 ? byte | 0x80 : byte)
  }
}

/** Each code unit as MARK, high, low: code-unit order, and a prefix ends (0x00) before MARK. */
function pushUnits(out: number[], value: string): void {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i)
    out.push(UNIT_MARK, unit >> 8, unit & 0xff)
  }
}

function pushKey(out: number[], key: EncodableKey): void {
  if (typeof key === 'number') {
    out.push(TAG_NUMBER)
    pushFloat(out, key)
  } else if (typeof key === 'string') {
    out.push(TAG_STRING)
    pushUnits(out, key)
    out.push(TAG_END)
  } else if (key instanceof Date) {
    out.push(TAG_DATE)
    pushFloat(out, key.getTime())
  } else {
    out.push(TAG_ARRAY)
    for (const item of key) pushKey(out, item)
    out.push(TAG_END)
  }
}

/** The key's bytes; the caller checks `isValidKey` first (an invalid key has no place). */
export function encodeKey(key: EncodableKey): Uint8Array {
  const out: number[] = []
  pushKey(out, key)
  return Uint8Array.from(out)
}

/**
 * The range of strings starting with `prefix`: [lower, upper). Every such string encodes as the
 * prefix's bytes followed by the terminator 0x00 or a MARK 0x01, so all are below prefix + 0x02.
 */
export function encodeStringPrefix(prefix: string): { lower: Uint8Array; upper: Uint8Array } {
  const out: number[] = [TAG_STRING]
  pushUnits(out, prefix)
  return { lower: Uint8Array.from(out), upper: Uint8Array.from([...out, 0x02]) }
}
