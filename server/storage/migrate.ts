/**
 * Migrations, run on every start: the PostgreSQL tables brought to the newest line of the
 * worker's own schema history (mocks/db/schema.ts), so there is one schema declaration for both
 * stores. `corredor_schema` records each table's store string and the version the data is at:
 * - a table that is new is created; one whose store string changed (an index added or moved) is
 *   rebuilt, its rows kept and their index columns computed again;
 * - the upgrade steps of every version after the recorded one run over the data, as Dexie runs
 *   them when the worker's database opens (a new database has no data: the seed fills it).
 * - each projection (mocks/db/projection.ts) gets its side table, filled from the rows it
 *   projects when it is new or its definition changed (pg-projection.ts's fingerprint);
 * It all runs in one transaction under an advisory lock, so servers starting together over one
 * database migrate it once.
 */
import { tablesAt, type SchemaVersion, type UpgradeTarget } from '@mocks/db/upgrades'
import { createPgStore, type PgStore } from './pg-store'
import { refillProjections } from './projection-fill'
import type { AnyProjection } from './pg-projection'
import { latestStores, parseStore, quoteIdentifier, tableDdl, type TableSchema } from './schema'
import type { SqlPool } from './transaction'

const SCHEMA_TABLE = 'corredor_schema'
/** Any constant: the advisory lock every starting server takes while it migrates. */
const MIGRATION_LOCK = 74_100_028

interface Recorded {
  version: number
  stores: Map<string, string>
  /** Each projection's fingerprint, under `projection:` and its name. */
  projections: Map<string, string>
}

const PROJECTION = 'projection:'

/** Brings the database to the history's newest version; answers the store over it. */
export async function migrate(
  pool: SqlPool,
  history: readonly SchemaVersion[],
  projections: readonly AnyProjection[] = [],
  /** The tables whose changes connected devices pull (storage/change-log.ts). */
  logged: ReadonlySet<string> = new Set(),
): Promise<PgStore> {
  const stores = latestStores(history)
  const schemas = [...stores].map(([table, store]) => parseStore(table, store))
  const store = createPgStore(pool, schemas, projections, logged)
  const latest = history.at(-1)?.version ?? 0
  await store.runInTransaction(async () => {
    const sql = store.transactions.current()
    await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await sql.query(
      `CREATE TABLE IF NOT EXISTS ${SCHEMA_TABLE} (name text PRIMARY KEY, store text, version integer)`,
    )
    const recorded = await readRecorded(store)
    await store.migrate()
    for (const schema of schemas) {
      const before = recorded.stores.get(schema.table)
      if (before !== undefined && before !== stores.get(schema.table))
        await rebuild(store, parseStore(schema.table, before), schema)
    }
    if (recorded.version > 0) await upgrade(store, history, recorded.version)
    const fingerprints = await refillProjections(store, recorded.projections)
    await sql.query(`DELETE FROM ${SCHEMA_TABLE}`)
    await sql.query(`INSERT INTO ${SCHEMA_TABLE} (name, version) VALUES ('', $1)`, [latest])
    for (const [name, definition] of stores)
      await sql.query(`INSERT INTO ${SCHEMA_TABLE} (name, store) VALUES ($1, $2)`, [
        name,
        definition,
      ])
    for (const [name, fingerprint] of fingerprints)
      await sql.query(`INSERT INTO ${SCHEMA_TABLE} (name, store) VALUES ($1, $2)`, [
        PROJECTION + name,
        fingerprint,
      ])
  })
  return store
}

async function readRecorded(store: PgStore): Promise<Recorded> {
  const { rows } = await store.transactions.current().query<{
    name: string
    store: string | null
    version: number | null
  }>(`SELECT name, store, version FROM ${SCHEMA_TABLE}`)
  const stores = new Map<string, string>()
  const projections = new Map<string, string>()
  let version = 0
  for (const row of rows) {
    if (row.name === '') version = row.version ?? 0
    else if (row.store === null) continue
    else if (row.name.startsWith(PROJECTION))
      projections.set(row.name.slice(PROJECTION.length), row.store)
    else stores.set(row.name, row.store)
  }
  return { version, stores, projections }
}

/** A table whose indexes changed: its rows read under the old schema and written under the new. */
async function rebuild(store: PgStore, before: TableSchema, after: TableSchema): Promise<void> {
  const sql = store.transactions.current()
  const rows = await createPgStore(sql, [before]).table(before.table).toArray()
  await sql.query(`DROP TABLE ${quoteIdentifier(before.table)}`)
  for (const statement of tableDdl(after)) await sql.query(statement)
  await store.table(after.table).bulkAdd(rows)
}

/** The upgrade steps of every version after `from`, over the database's own tables. */
async function upgrade(
  store: PgStore,
  history: readonly SchemaVersion[],
  from: number,
): Promise<void> {
  for (const line of history) {
    if (line.version <= from || !line.upgrade) continue
    const present = tablesAt(history, line.version)
    const target: UpgradeTarget = {
      has: (table) => present.has(table),
      count: (table) => store.table(table).count(),
      fill: async (table, rows) => {
        await store.table(table).bulkAdd([...rows])
      },
      mapRows: async (table, change) => {
        const rows = await store.table<Record<string, unknown>, unknown>(table).toArray()
        await store.table(table).bulkPut(rows.map(change))
      },
    }
    for (const step of line.upgrade) await step(target)
  }
}
