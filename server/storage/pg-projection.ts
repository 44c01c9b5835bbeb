/**
 * Projections (mocks/db/projection.ts) on PostgreSQL: each in a side table, one row per row of
 * the projected table, written by the store in the same transaction as every write to that
 * table (pg-store.ts), so every server process sees the same entries and none keeps any. The
 * entry is the app's own `entryOf`, run here in JS; its keys are stored encoded
 * (key-encoding.ts), so byte order is the order of JS's `<` on same-typed keys and equality is
 * equality. A page is filtered, counted, sorted and cut in SQL, with the meaning of `pageOf`:
 * ORDER BY the key then id, `reverse` reversing both; a page past the middle is read from the
 * other end, so no page walks more than half the matches. Each key has an index on (key, id)
 * that carries the text, so a searched page is walked in the index alone (an index-only scan,
 * the rows it skips never read; carrying every key too was slower for searches at 100,000 rows,
 * faster only for a status filter: bench:server-invoices);
 * the search is a LIKE on the stored text, helped by a trigram index where pg_trgm exists.
 */
import type {
  KeyValues,
  ProjectionDefinition,
  ProjectionPage,
  ProjectionQuery,
} from '../../mocks/db/projection'
import { encodeKey, isValidKey } from './key-encoding'
import { quoteIdentifier } from './schema'
import type { SqlClient } from './transaction'

export type AnyProjection = ProjectionDefinition<never, string>

export const sideTable = (definition: AnyProjection): string =>
  quoteIdentifier(`__projection__${definition.name}`)

const keyColumn = (position: number) => `k${position}`

function columnOf(definition: AnyProjection, key: string): string {
  const position = definition.keys.indexOf(key)
  if (position < 0) throw new Error(`Projection ${definition.name} has no key ${key}`)
  return keyColumn(position)
}

const encoded = (value: unknown): Uint8Array | null => (isValidKey(value) ? encodeKey(value) : null)

/** The side table and its indexes (idempotent); with `trigram`, the text's trigram index too. */
export function projectionDdl(definition: AnyProjection, trigram: boolean): string[] {
  const table = sideTable(definition)
  const keys = definition.keys.map((_, i) => `, ${keyColumn(i)} bytea`).join('')
  const statements = [
    `CREATE TABLE IF NOT EXISTS ${table} (pk bytea PRIMARY KEY, id double precision NOT NULL, text text NOT NULL${keys})`,
  ]
  const index = (suffix: string) => quoteIdentifier(`__projection__${definition.name}__${suffix}`)
  definition.keys.forEach((_, i) =>
    statements.push(
      `CREATE INDEX IF NOT EXISTS ${index(keyColumn(i))} ON ${table} (${keyColumn(i)}, id) INCLUDE (text)`,
    ),
  )
  if (trigram)
    statements.push(
      `CREATE INDEX IF NOT EXISTS ${index('text')} ON ${table} USING gin (text gin_trgm_ops)`,
    )
  return statements
}

/** What identifies the projection's entries: a change means they are computed again. */
export const fingerprint = (definition: AnyProjection): string =>
  `${definition.table}|${definition.keys.join(',')}|${definition.version ?? 0}|${String(definition.entryOf)}`

const placeholders = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ')

/** Writes the entries of `rows` (stored under `pks`), replacing those already there. */
export async function upsertEntries(
  sql: SqlClient,
  definition: AnyProjection,
  rows: readonly { pk: Uint8Array; row: unknown }[],
): Promise<void> {
  if (rows.length === 0) return
  const width = definition.keys.length + 3
  const params: unknown[] = []
  const tuples = rows.map(({ pk, row }) => {
    const entry = definition.entryOf(row as never)
    const keys = definition.keys.map((key) => encoded(entry.keys[key]))
    const at = params.push(pk, entry.id, entry.text, ...keys) - width + 1
    return `(${placeholders(at, width)})`
  })
  const columns = definition.keys.map((_, i) => keyColumn(i))
  const update = ['id', 'text', ...columns].map((column) => `${column} = EXCLUDED.${column}`)
  await sql.query(
    `INSERT INTO ${sideTable(definition)} (pk, id, text${columns.map((c) => `, ${c}`).join('')})` +
      ` VALUES ${tuples.join(', ')} ON CONFLICT (pk) DO UPDATE SET ${update.join(', ')}`,
    params,
  )
}

export async function deleteEntries(
  sql: SqlClient,
  definition: AnyProjection,
  pks: readonly Uint8Array[] | 'all',
): Promise<void> {
  if (pks === 'all') await sql.query(`DELETE FROM ${sideTable(definition)}`)
  else if (pks.length > 0)
    await sql.query(
      `DELETE FROM ${sideTable(definition)} WHERE pk IN (${placeholders(1, pks.length)})`,
      [...pks],
    )
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (found) => `\\${found}`)

/** The WHERE clause of a query's filters and search. */
function whereOf(
  definition: AnyProjection,
  query: ProjectionQuery<string>,
  params: unknown[],
): string {
  const column = (key: string) => columnOf(definition, key)
  const equal = (values: KeyValues<string>) =>
    Object.entries(values).map(([key, value]) =>
      value === undefined ? 'TRUE' : `${column(key)} = $${params.push(encoded(value))}`,
    )
  const conditions = query.equals ? equal(query.equals) : []
  if (query.search) {
    const like = `text LIKE $${params.push(`%${escapeLike(query.search.text)}%`)}`
    const or = query.search.orEquals
    conditions.push(or ? `(${like} OR (${['TRUE', ...equal(or)].join(' AND ')}))` : like)
  }
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
}

/** One page of the projection: its matches counted, sorted and cut in SQL. */
export async function pageEntries(
  sql: SqlClient,
  definition: AnyProjection,
  query: ProjectionQuery<string>,
): Promise<ProjectionPage> {
  const params: unknown[] = []
  const where = whereOf(definition, query, params)
  const table = sideTable(definition)
  const counted = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} ${where}`,
    params,
  )
  const total = counted.rows[0]?.n ?? 0
  const { offset, limit } = query
  if (offset >= total || limit <= 0) return { total, ids: [] }
  const size = Math.min(limit, total - offset)
  // Past the middle, the same page read backwards from the other end.
  const fromEnd = offset > total / 2
  const backwards = query.reverse !== fromEnd
  const direction = backwards ? 'DESC' : 'ASC'
  const sort = columnOf(definition, query.orderBy)
  const skip = fromEnd ? total - offset - size : offset
  const { rows } = await sql.query<{ id: number }>(
    `SELECT id FROM ${table} ${where} ORDER BY ${sort} ${direction}, id ${direction}` +
      ` LIMIT ${Math.floor(size)} OFFSET ${Math.floor(skip)}`,
    params,
  )
  const ids = rows.map((row) => Number(row.id))
  return { total, ids: fromEnd ? ids.reverse() : ids }
}
