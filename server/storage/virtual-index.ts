/**
 * Dexie's virtual indexes: `where('userId')` over a table that declares only `[userId+productId]`
 * reads the compound index by its first part. Every compound key of the index encodes as the
 * array tag, then its first part's bytes, then the rest (key-encoding.ts), and a part's bytes
 * delimit themselves: so a range over the first part is a range over those prefixes.
 */
import type { Bound, Range } from './pg-collection'
import type { IndexSchema } from './schema'

const TAG_ARRAY = 0x40
/** Above every byte that may follow a part's encoding (a tag, or the array's end). */
const AFTER = 0xff

/** The compound index (or compound primary key, `column` 'pk') a virtual index `name` reads. */
export function virtualIndexOf(
  name: string,
  compounds: readonly { paths: readonly string[]; compound: boolean; column: string }[],
): IndexSchema | undefined {
  const base = compounds.find((index) => index.compound && index.paths[0] === name)
  return base && { name, paths: [name], compound: false, unique: false, column: base.column }
}

const prefixed = (bytes: Uint8Array, after: boolean) =>
  Uint8Array.from(after ? [TAG_ARRAY, ...bytes, AFTER] : [TAG_ARRAY, ...bytes])

function lower(bound: Bound): Bound {
  // Every compound key whose first part is the bound, and (exclusive) past all of them.
  return { bytes: prefixed(bound.bytes, !bound.inclusive), inclusive: true }
}

function upper(bound: Bound): Bound {
  return { bytes: prefixed(bound.bytes, bound.inclusive), inclusive: false }
}

/** A range over the first part, as a range over the compound keys. */
export function virtualRange(range: Range): Range {
  if (range.error || range.empty) return range
  return {
    ...(range.lower ? { lower: lower(range.lower) } : {}),
    ...(range.upper ? { upper: upper(range.upper) } : {}),
    ...(range.values
      ? {
          prefixes: range.values.map((bytes) => ({
            lower: prefixed(bytes, false),
            upper: prefixed(bytes, true),
          })),
        }
      : {}),
  }
}
