/**
 * The change log connected devices pull from (mocks/sync): every row a transaction writes to a
 * logged table, with one version per transaction. Versions are taken just before COMMIT under an
 * advisory lock held to the COMMIT, so they become visible in the order they were taken: a device
 * that has applied everything up to version v and asks for `version > v` never skips a commit
 * that was still running when it last pulled (the checkpoint bug RxDB's users met).
 *
 * Within a transaction only a row's last state is kept, in the order of last writes; a clear
 * drops what came before it in that table and is logged as a row with no key.
 */
import type { ChangeFeed, LoggedChange } from '../../mocks/db/storage'
import { decodeRow } from './row-codec'
import type { Pending, SqlClient, Transactions } from './transaction'

const LOCK = 0x73796e63 // "sync"
const CHANNEL = 'corredor_sync'

export const changeLogDdl = [
  `CREATE SEQUENCE IF NOT EXISTS __sync_version`,
  `CREATE TABLE IF NOT EXISTS __sync_changes (
    version bigint NOT NULL,
    n integer NOT NULL,
    tbl text NOT NULL,
    key text,
    doc text,
    PRIMARY KEY (version, n)
  )`,
  // Compaction looks each entry's row up among later entries.
  `CREATE INDEX IF NOT EXISTS __sync_changes_row ON __sync_changes (tbl, key, version)`,
]

/**
 * Drops every entry a later one supersedes: a row's earlier states (a later entry of the same key)
 * and whatever came before a table was cleared. A device pulling `version > cookie` from any
 * cookie still ends with every row's last state, the deletes and the clears: only states it would
 * have overwritten are gone. So the log holds one entry per row that exists or was deleted (its
 * tombstone), not one per write. One statement, in its own implicit transaction: pulls read a
 * snapshot, and writes only add entries after the ones it drops.
 */
const COMPACT = `WITH gone AS (
  DELETE FROM __sync_changes AS old WHERE EXISTS (
    SELECT 1 FROM __sync_changes AS newer
     WHERE newer.tbl = old.tbl AND newer.version > old.version
       AND (newer.key = old.key OR newer.key IS NULL))
  RETURNING 1)
SELECT count(*)::int AS n FROM gone`

interface Entry {
  table: string
  /** The key as JSON text (row-codec's), null for a clear. */
  key: string | null
  /** The row as JSON text, null when it is gone. */
  doc: string | null
}

export interface ChangeLog extends ChangeFeed {
  /** Whether writes to `table` are logged. */
  logs(table: string): boolean
  /** Records a row's new state (`doc` null: deleted) in the pending transaction. */
  record(table: string, key: string, doc: string | null): void
  /** Records that every row of `table` went. */
  cleared(table: string): void
}

export function createChangeLog(
  transactions: Transactions,
  logged: ReadonlySet<string>,
): ChangeLog {
  const buffers = new WeakMap<Pending, Map<string, Entry>>()
  const listeners = new Set<(version: number) => void>()

  function bufferOf(pending: Pending): Map<string, Entry> {
    let buffer = buffers.get(pending)
    if (buffer) return buffer
    buffer = new Map()
    buffers.set(pending, buffer)
    const entries = buffer
    pending.beforeCommit.push(async () => {
      if (entries.size === 0) return
      const version = await flush(pending.client, [...entries.values()])
      pending.afterCommit.push(() => {
        for (const listener of listeners) listener(version)
      })
    })
    return buffer
  }

  function add(entry: Entry) {
    const pending = transactions.pending()
    if (!pending) throw new Error('A logged write outside a transaction')
    const buffer = bufferOf(pending)
    const id = `${entry.table}\u0000${entry.key ?? '*'}`
    buffer.delete(id)
    if (entry.key === null)
      for (const [other, kept] of buffer) if (kept.table === entry.table) buffer.delete(other)
    buffer.set(id, entry)
  }

  return {
    logs: (table) => logged.has(table),
    record(table, key, doc) {
      if (logged.has(table)) add({ table, key, doc })
    },
    cleared(table) {
      if (logged.has(table)) add({ table, key: null, doc: null })
    },
    async since(version, limit) {
      const sql = transactions.current()
      const { rows } = await sql.query<{
        version: string
        tbl: string
        key: string | null
        doc: string | null
      }>(
        `SELECT version::text AS version, tbl, key, doc FROM __sync_changes
          WHERE version > $1 ORDER BY version, n LIMIT $2`,
        [version, limit + 1],
      )
      let more = rows.length > limit
      let taken = rows.slice(0, limit)
      const lastVersion = taken.at(-1)?.version
      // A transaction is never split between pulls: the last one read whole or not at all.
      if (more && lastVersion !== undefined) {
        const whole = taken.filter((row) => row.version !== lastVersion)
        if (whole.length > 0) taken = whole
        else {
          const rest = await sql.query<{ tbl: string; key: string | null; doc: string | null }>(
            `SELECT tbl, key, doc FROM __sync_changes WHERE version = $1 ORDER BY n`,
            [lastVersion],
          )
          taken = rest.rows.map((row) => ({ ...row, version: lastVersion }))
          const after = await sql.query(`SELECT 1 FROM __sync_changes WHERE version > $1 LIMIT 1`, [
            lastVersion,
          ])
          more = after.rows.length > 0
        }
      }
      const changes: LoggedChange[] = taken.map((row) => ({
        version: Number(row.version),
        table: row.tbl,
        key: row.key === null ? null : decodeRow(JSON.parse(row.key)),
        row: row.doc === null ? null : decodeRow(JSON.parse(row.doc)),
      }))
      return { changes, more, last: changes.at(-1)?.version ?? version }
    },
    async compact() {
      const { rows } = await transactions.current().query<{ n: number }>(COMPACT)
      return rows[0]?.n ?? 0
    },
    async head() {
      const { rows } = await transactions
        .current()
        .query<{ head: string | null }>(`SELECT max(version)::text AS head FROM __sync_changes`)
      return Number(rows[0]?.head ?? 0)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/**
 * Takes the next version under the lock (held to COMMIT) and writes the entries with it, and the
 * notification other processes listen for (sent at COMMIT): one statement, the lock first (the
 * version's CTE reads it), as a transaction's last step costs one round trip more for each.
 */
async function flush(sql: SqlClient, entries: readonly Entry[]): Promise<number> {
  const CHUNK = 500
  let version = 0
  for (let start = 0; start < entries.length; start += CHUNK) {
    const chunk = entries.slice(start, start + CHUNK)
    const rows = chunk
      .map(
        (_, i) => `(${start + i}, $${i * 3 + 3}::text, $${i * 3 + 4}::text, $${i * 3 + 5}::text)`,
      )
      .join(', ')
    const taken =
      version === 0
        ? `locked AS (SELECT pg_advisory_xact_lock($1::bigint)),
           version AS (SELECT nextval('__sync_version') AS v FROM locked),
           notified AS (SELECT pg_notify($2, v::text) FROM version)`
        : `version AS (SELECT $1::bigint AS v, $2::text AS unused)`
    const { rows: inserted } = await sql.query<{ version: string }>(
      `WITH ${taken}
       INSERT INTO __sync_changes (version, n, tbl, key, doc)
       SELECT version.v, e.n, e.tbl, e.key, e.doc FROM version, (VALUES ${rows}) AS e (n, tbl, key, doc)
       ${version === 0 ? ', notified' : ''}
       RETURNING version::text AS version`,
      [
        version === 0 ? LOCK : version,
        CHANNEL,
        ...chunk.flatMap((entry) => [entry.table, entry.key, entry.doc]),
      ],
    )
    version = Number(inserted[0]?.version)
  }
  return version
}

export const CHANGE_CHANNEL = CHANNEL
