import type { IndexableType, Table } from 'dexie'
import { notFound } from './errors'

/**
 * The row with this key, or a 404 naming what was looked for. It answers Dexie's own promise,
 * which keeps a write transaction's zone however deep the caller's async helpers go.
 */
export const getOrThrow = <Row, Key extends IndexableType>(
  table: Table<Row, Key>,
  key: Key,
  what: string,
): Promise<Row> =>
  table.get(key).then((row) => {
    if (row === undefined) throw notFound(what)
    return row
  })
