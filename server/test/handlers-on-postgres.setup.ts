/**
 * The handler suite's second storage: every test file of `mocks/` runs here again over the
 * server's PostgreSQL store (PGlite in-process), through the same dispatch and the same
 * `freshDatabase`. One PGlite per worker: setup files run again for each file, the database not.
 */
import { PGlite } from '@electric-sql/pglite'
import { definedProjections } from '@mocks/db/projection'
import { schemaHistory } from '@mocks/db/schema'
import { ensureSeeded } from '@mocks/db/seed'
import { setStorage, type Storage } from '@mocks/db/storage'
import { setIdRange } from '@mocks/kernel/id-range'
import { dataRegistry } from '@mocks/handlers'
import { setEmptyStorage } from '@mocks/test/api'
import { postgresStorage } from '../postgres-storage'
import { migrate } from '../storage/migrate'
import { logResetStatement } from '../storage/pg-projection'
import { latestStores, quoteIdentifier } from '../storage/schema'

/**
 * The change log devices pull from (storage/change-log.ts) is the server's alone and is tested
 * there (server/http-tests/sync*.test.ts); here it would only slow every reset and import down.
 */
const LOGGED: ReadonlySet<string> = new Set()

interface OnPostgres {
  storage: Storage
  empty: () => Promise<void>
}

const scope = globalThis as { corredorOnPostgres?: Promise<OnPostgres> }

async function open(): Promise<OnPostgres> {
  const pglite = new PGlite()
  const store = await migrate(pglite, schemaHistory, definedProjections(), LOGGED)
  const inner = postgresStorage({
    store,
    version: schemaHistory.at(-1)?.version ?? 0,
    tableNames: [...latestStores(schemaHistory).keys()],
  })
  // The tables written since the last fresh database: only those are copied back.
  const written = new Set<string>()
  const storage: Storage = {
    ...inner,
    async write(fn) {
      const result = await inner.write(fn)
      for (const table of result.tables) written.add(table)
      return result
    },
  }
  setStorage(storage)
  setIdRange(0)
  await ensureSeeded(dataRegistry)
  // Every table the migration made for the handlers (the projections' side tables too), as
  // seeded; not its own bookkeeping (corredor_schema, corredor_projections).
  const { rows } = await pglite.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'corredor\\_%' ORDER BY tablename",
  )
  const tables = rows.map((row) => row.name)
  /** Copied back into every fresh database: small, and written beside the tables a test writes. */
  const always = (name: string) =>
    ['secrets', '__key_generators', 'meta'].includes(name) || name.startsWith('__projection__')
  const saved = (table: string) => quoteIdentifier(`seeded__${table}`)
  const restore = (names: readonly string[]) =>
    names.length === 0
      ? ''
      : `TRUNCATE ${names.map(quoteIdentifier).join(', ')};` +
        names
          .filter((name) => name !== 'secrets')
          .map((name) => `INSERT INTO ${quoteIdentifier(name)} SELECT * FROM ${saved(name)};`)
          .join('\n')
  await pglite.exec(
    tables.map((name) => `CREATE TABLE ${saved(name)} AS TABLE ${quoteIdentifier(name)};`).join(''),
  )
  // The seed depends on the day (dates relative to today): a test that moves the clock to another
  // day gets an empty database, seeded again on its first call.
  const day = new Date().toDateString()
  const empty = async () => {
    const sameDay = new Date().toDateString() === day
    // Each fresh database makes its own signing key (secrets), as in the worker.
    const stale = sameDay ? tables.filter((name) => always(name) || written.has(name)) : tables
    written.clear()
    // Put back bypassing the store: a reset in each projection's log, so the entries the storage
    // keeps in memory are loaded again.
    const resets = `${store.projections.map(logResetStatement).join(' ')}`
    await pglite.exec(
      sameDay
        ? `BEGIN; ${restore(stale)} ${resets} COMMIT;`
        : `BEGIN; TRUNCATE ${tables.map(quoteIdentifier).join(', ')}; ${resets} COMMIT;`,
    )
  }
  return { storage, empty }
}

const { storage, empty } = await (scope.corredorOnPostgres ??= open())
setStorage(storage)
setEmptyStorage(empty)
