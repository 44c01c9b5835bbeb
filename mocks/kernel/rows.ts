import type { StoreTable } from '../db/store'
import { notFound } from './errors'

/**
 * The row with this key, or a 404 naming what was looked for. It answers the table's own promise
 * (Dexie's keeps a write transaction's zone however deep the caller's async helpers go).
 */
export const getOrThrow = <Row, Key>(
  table: StoreTable<Row, Key>,
  key: Key,
  what: string,
): Promise<Row> =>
  table.get(key).then((row) => {
    if (row === undefined) throw notFound(what)
    return row
  })
