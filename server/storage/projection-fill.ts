/**
 * A projection's side table filled from the rows it projects, at migration (migrate.ts): when
 * the side table is new, or the projection's definition changed since it was filled (its keys, or
 * the code of its `entryOf`: a new release may compute other entries). Read in batches by primary
 * key, so a large table never sits in memory whole.
 */
import type { PgStore } from './pg-store'
import { decodeRow } from './row-codec'
import { quoteIdentifier } from './schema'
import {
  deleteEntries,
  fingerprint,
  logChanges,
  projectionDdl,
  sideTable,
  upsertEntries,
  type AnyProjection,
} from './pg-projection'

const BATCH = 500

async function fill(store: PgStore, projection: AnyProjection): Promise<void> {
  const sql = store.transactions.current()
  const source = quoteIdentifier(projection.table)
  await deleteEntries(sql, projection, 'all')
  // One reset for the whole fill: every process loads the entries again.
  await logChanges(store.transactions, projection, 'all')
  let after: Uint8Array | null = null
  for (;;) {
    const { rows }: { rows: { pk: Uint8Array; doc: unknown }[] } = await sql.query(
      after === null
        ? `SELECT pk, doc FROM ${source} ORDER BY pk LIMIT ${BATCH}`
        : `SELECT pk, doc FROM ${source} WHERE pk > $1 ORDER BY pk LIMIT ${BATCH}`,
      after === null ? [] : [after],
    )
    const last = rows.at(-1)
    if (!last) return
    const pks = rows.map((row) => ({ pk: new Uint8Array(row.pk), row: decodeRow(row.doc) }))
    await upsertEntries(sql, projection, pks)
    after = new Uint8Array(last.pk)
  }
}

/**
 * Refills every projection whose fingerprint is not the one `recorded`; answers each one's
 * fingerprint, to be recorded. A changed definition's side table is made again (its columns may
 * differ); its log is kept, so the versions go on rising.
 */
export async function refillProjections(
  store: PgStore,
  recorded: ReadonlyMap<string, string>,
): Promise<Map<string, string>> {
  const sql = store.transactions.current()
  const fingerprints = new Map<string, string>()
  for (const projection of store.projections) {
    const now = fingerprint(projection)
    fingerprints.set(projection.name, now)
    if (recorded.get(projection.name) === now) continue
    if (recorded.has(projection.name)) {
      await sql.query(`DROP TABLE IF EXISTS ${sideTable(projection)}`)
      for (const statement of projectionDdl(projection)) await sql.query(statement)
    }
    await fill(store, projection)
  }
  return fingerprints
}
