/**
 * The handler suite's second storage: every test file of `mocks/` runs here again over the
 * server's PostgreSQL store (PGlite in-process), through the same dispatch and the same
 * `freshDatabase`. One PGlite per worker: setup files run again for each file, the database not.
 */
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { definedProjections } from '@mocks/db/projection'
import { schemaHistory } from '@mocks/db/schema'
import { ensureSeeded } from '@mocks/db/seed'
import { setStorage, type Storage } from '@mocks/db/storage'
import { dataRegistry } from '@mocks/handlers'
import { setEmptyStorage } from '@mocks/test/api'
import { postgresStorage } from '../postgres-storage'
import { latestStores, migrate } from '../storage/migrate'
import { quoteIdentifier } from '../storage/schema'

interface OnPostgres {
  storage: Storage
  empty: () => Promise<void>
}

const scope = globalThis as { corredorOnPostgres?: Promise<OnPostgres> }

async function open(): Promise<OnPostgres> {
  // With pg_trgm, as the embedded and any real PostgreSQL have it: the search's trigram index.
  const pglite = new PGlite({ extensions: { pg_trgm } })
  const store = await migrate(pglite, schemaHistory, definedProjections())
  const tableNames = [...latestStores(schemaHistory).keys()]
  const storage = postgresStorage({
    store,
    version: schemaHistory.at(-1)?.version ?? 0,
    tableNames,
  })
  setStorage(storage)
  const sides = definedProjections().map((projection) => `__projection__${projection.name}`)
  const tables = [...tableNames, '__key_generators', ...sides]
  const every = tables.map(quoteIdentifier).join(', ')
  const copy = (from: (table: string) => string, to: (table: string) => string) =>
    tables
      .filter((table) => table !== 'secrets')
      .map((table) => `INSERT INTO ${to(table)} SELECT * FROM ${from(table)};`)
      .join('\n')
  const saved = (table: string) => quoteIdentifier(`seeded__${table}`)
  // The seed, kept once: a fresh database is a copy of it, which PGlite makes in milliseconds
  // where seeding again takes most of a second. Not the signing key: each fresh database makes
  // its own, as in the worker. The seed depends on the day (dates relative to today): a test
  // that moves the clock to another day gets an empty database, seeded again on its first call.
  await ensureSeeded(dataRegistry)
  const day = new Date().toDateString()
  await pglite.exec(
    tables
      .map(
        (table) => `CREATE TABLE ${saved(table)} AS TABLE ${quoteIdentifier(table)} WITH NO DATA;`,
      )
      .join('\n') + copy(quoteIdentifier, saved),
  )
  const empty = async () => {
    const restore = new Date().toDateString() === day ? copy(saved, quoteIdentifier) : ''
    await pglite.exec(`BEGIN; TRUNCATE ${every}; ${restore} COMMIT;`)
  }
  return { storage, empty }
}

const { storage, empty } = await (scope.corredorOnPostgres ??= open())
setStorage(storage)
setEmptyStorage(empty)
