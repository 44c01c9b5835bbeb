/**
 * Projections (mocks/db/projection.ts) on PostgreSQL, the written side: each projection's entries
 * in a side table, one row per row of the projected table (the entry's id, text and keys as
 * JSON), written by the store in the same transaction as every write to that table (pg-store.ts),
 * with a change log beside it: one row per changed entry, numbered in commit order. A page is
 * answered in JS by each process from entries it keeps in memory (projection-cache.ts): paging in
 * SQL (filter, count, sort over the side table) took 30-90 ms for broad searches at 100,000
 * rows, and issue 28 allows 20. The log is what makes keeping them safe with several server
 * processes writing: every page first reads, in its own snapshot, the log rows newer than what
 * the process has, and those entries again.
 *
 * The log's numbers are taken under a per-projection advisory lock held to COMMIT, so they are
 * committed in their order: a snapshot that sees version V sees every version below it. A NULL id
 * is a reset (a clear, a refill, the oldest row kept after pruning): the reader loads all again.
 */
import type { ProjectionDefinition } from '../../mocks/db/projection'
import { quoteIdentifier } from './schema'
import type { SqlClient, Transactions } from './transaction'

export type AnyProjection = ProjectionDefinition<never, string>

/** Raised when the side table's columns change: every deployed side table is made again. */
const LAYOUT = 2
/** The two-key advisory lock of a projection's log: this, then the hash of its name. */
const LOG_LOCK = 7_410_028
/** Log rows kept (a process further behind loads every entry again), pruned every PRUNE_EVERY. */
const KEEP = 10_000
const PRUNE_EVERY = 1_000

const named = (definition: AnyProjection, suffix = '') =>
  quoteIdentifier(`__projection__${definition.name}${suffix}`)
export const sideTable = (definition: AnyProjection): string => named(definition)
/** Its name starts `__projection__`, as the side table's: the handler tests restore both. */
export const logTable = (definition: AnyProjection): string => named(definition, '__log')
const sequence = (definition: AnyProjection) => named(definition, '__version')
const nextVersion = (definition: AnyProjection) =>
  `nextval('${sequence(definition).replace(/'/g, "''")}')`

/** The side table, its log and their indexes (idempotent). */
export const projectionDdl = (definition: AnyProjection): string[] => [
  `CREATE TABLE IF NOT EXISTS ${sideTable(definition)} (pk bytea PRIMARY KEY, id double precision NOT NULL, text text NOT NULL, keys text NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS ${named(definition, '__id')} ON ${sideTable(definition)} (id)`,
  `CREATE TABLE IF NOT EXISTS ${logTable(definition)} (version bigint PRIMARY KEY, id double precision)`,
  `CREATE SEQUENCE IF NOT EXISTS ${sequence(definition)}`,
]

/** What identifies the projection's entries: a change means they are computed again. */
export const fingerprint = (definition: AnyProjection): string =>
  `${LAYOUT}|${definition.table}|${definition.keys.join(',')}|${definition.version ?? 0}|${String(definition.entryOf)}`

const placeholders = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ')

/** Writes the entries of `rows` (stored under `pks`), replacing those there; answers their ids. */
export async function upsertEntries(
  sql: SqlClient,
  definition: AnyProjection,
  rows: readonly { pk: Uint8Array; row: unknown }[],
): Promise<number[]> {
  if (rows.length === 0) return []
  const params: unknown[] = []
  const ids: number[] = []
  const tuples = rows.map(({ pk, row }) => {
    const entry = definition.entryOf(row as never)
    ids.push(entry.id)
    const keys: Record<string, unknown> = {}
    for (const key of definition.keys) keys[key] = entry.keys[key]
    const at = params.push(pk, entry.id, entry.text, JSON.stringify(keys)) - 3
    return `(${placeholders(at, 4)})`
  })
  await sql.query(
    `INSERT INTO ${sideTable(definition)} (pk, id, text, keys) VALUES ${tuples.join(', ')}` +
      ` ON CONFLICT (pk) DO UPDATE SET id = EXCLUDED.id, text = EXCLUDED.text, keys = EXCLUDED.keys`,
    params,
  )
  return ids
}

/** Deletes the entries stored under `pks` (or all); answers the ids deleted, or 'all'. */
export async function deleteEntries(
  sql: SqlClient,
  definition: AnyProjection,
  pks: readonly Uint8Array[] | 'all',
): Promise<number[] | 'all'> {
  if (pks === 'all') {
    await sql.query(`DELETE FROM ${sideTable(definition)}`)
    return 'all'
  }
  if (pks.length === 0) return []
  const { rows } = await sql.query<{ id: number }>(
    `DELETE FROM ${sideTable(definition)} WHERE pk IN (${placeholders(1, pks.length)}) RETURNING id`,
    [...pks],
  )
  return rows.map((row) => Number(row.id))
}

/** The projections each transaction has logged changes of (and so holds the log lock of). */
const logged = new WeakMap<object, Set<string>>()

/** Whether the pending transaction has changed the projection's entries (not committed yet). */
export const changedInTransaction = (
  transactions: Transactions,
  definition: AnyProjection,
): boolean => {
  const pending = transactions.pending()
  return pending !== undefined && logged.get(pending)?.has(definition.name) === true
}

/** Logs a change of the entries `ids` (or of all) in the pending transaction; prunes the log. */
export async function logChanges(
  transactions: Transactions,
  definition: AnyProjection,
  ids: readonly number[] | 'all',
): Promise<void> {
  if (ids !== 'all' && ids.length === 0) return
  const sql = transactions.current()
  const pending = transactions.pending()
  const held = pending ? (logged.get(pending) ?? new Set<string>()) : new Set<string>()
  if (pending) logged.set(pending, held)
  if (!held.has(definition.name)) {
    await sql.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [LOG_LOCK, definition.name])
    held.add(definition.name)
  }
  const values: (number | null)[] = ids === 'all' ? [null] : [...ids]
  const next = nextVersion(definition)
  const { rows } = await sql.query<{ version: number }>(
    `INSERT INTO ${logTable(definition)} (version, id) VALUES ${values.map((_, i) => `(${next}, $${i + 1}::float8)`).join(', ')}` +
      ` RETURNING version::float8 AS version`,
    values,
  )
  const versions = rows.map((row) => Number(row.version))
  const crossed = Math.floor(Math.max(...versions) / PRUNE_EVERY)
  if (crossed > Math.floor((Math.min(...versions) - 1) / PRUNE_EVERY)) await prune(sql, definition)
}

/** Keeps the newest KEEP log rows; the oldest kept becomes a reset, for processes further behind. */
async function prune(sql: SqlClient, definition: AnyProjection): Promise<void> {
  const log = logTable(definition)
  const { rows } = await sql.query(
    `DELETE FROM ${log} WHERE version < (SELECT version FROM ${log} ORDER BY version DESC OFFSET ${KEEP - 1} LIMIT 1) RETURNING version`,
  )
  if (rows.length > 0)
    await sql.query(`UPDATE ${log} SET id = NULL WHERE version = (SELECT min(version) FROM ${log})`)
}

/**
 * A reset of the projection's log, for a process that changed its tables bypassing the store
 * (the handler tests put a snapshot back): every process loads the entries again.
 */
export const logResetStatement = (definition: AnyProjection): string =>
  `INSERT INTO ${logTable(definition)} (version, id) VALUES (${nextVersion(definition)}, NULL);`
