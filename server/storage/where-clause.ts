/**
 * Dexie's WhereClause over encoded keys: each method turns its keys into a byte range of the
 * index's column (key-encoding.ts), so PostgreSQL reads exactly the rows IndexedDB would.
 */
import type { IndexKey, StoreWhere } from '../../mocks/db/store'
import { encodeKey, encodeStringPrefix, isValidKey } from './key-encoding'
import { keyOf } from './key-path'
import type { PgCollection, Range } from './pg-collection'
import { storeError } from './errors'
import type { IndexSchema } from './schema'

type MakeCollection<Row, Key> = (
  range: Range,
  keyTest?: (row: Row) => boolean,
) => PgCollection<Row, Key>

function bound(value: IndexKey, inclusive: boolean) {
  return { bytes: encodeKey(value), inclusive }
}

/** Dexie's WhereClause over encoded keys: invalid keys fail on read, empty ranges read nothing. */
export function whereClause<Row, Key>(
  table: { readonly name: string; readonly primaryPaths: readonly string[] },
  indexName: string,
  make: MakeCollection<Row, Key>,
  index: IndexSchema | undefined,
): StoreWhere<Row, Key> {
  const invalid = (value: unknown) =>
    make({
      error: storeError('DataError', `${table.name}.${indexName}: invalid key ${String(value)}`),
    })
  return {
    equals: (value) =>
      isValidKey(value)
        ? make({ lower: bound(value, true), upper: bound(value, true) })
        : invalid(value),
    anyOf(values) {
      // As measured against Dexie: an undefined value is dropped (Array.prototype.sort moves it
      // past the range Dexie builds), any other value that is no key fails the read.
      const keys = values.filter((value) => (value as unknown) !== undefined)
      const bad = keys.find((value) => !isValidKey(value))
      if (bad !== undefined) return invalid(bad)
      const encoded = keys.map((value) => encodeKey(value))
      return encoded.length === 0 ? make({ empty: true }) : make({ values: encoded })
    },
    between(lower, upper, includeLower = true, includeUpper = false) {
      if (!isValidKey(lower)) return invalid(lower)
      if (!isValidKey(upper)) return invalid(upper)
      const order = Buffer.compare(encodeKey(lower), encodeKey(upper))
      if (order > 0 || (order === 0 && !(includeLower && includeUpper)))
        return make({ empty: true })
      return make({ lower: bound(lower, includeLower), upper: bound(upper, includeUpper) })
    },
    // Dexie refuses null and undefined here with a TypeError, before IndexedDB sees them.
    aboveOrEqual: (value) =>
      (value as unknown) == null
        ? make({ error: new TypeError('Invalid key provided') })
        : isValidKey(value)
          ? make({ lower: bound(value, true) })
          : invalid(value),
    startsWith(prefix) {
      const { lower, upper } = encodeStringPrefix(prefix)
      return make({
        lower: { bytes: lower, inclusive: true },
        upper: { bytes: upper, inclusive: false },
      })
    },
    equalsIgnoreCase(value) {
      // Every string key, tested in JS: SQL's lower() is not JS's toLowerCase on every code unit.
      const { lower, upper } = encodeStringPrefix('')
      const paths = index?.paths ?? table.primaryPaths
      const compound = index?.compound ?? false
      const needle = value.toLowerCase()
      return make(
        { lower: { bytes: lower, inclusive: true }, upper: { bytes: upper, inclusive: false } },
        (row) => {
          const key = keyOf(row, paths, compound)
          return typeof key === 'string' && key.toLowerCase() === needle
        },
      )
    },
  }
}
