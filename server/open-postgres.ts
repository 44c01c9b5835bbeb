/**
 * The server's storage over a PostgreSQL pool: the database migrated to the worker's schema
 * history (storage/migrate.ts) with the side tables of the handlers' projections (every one
 * defined once the schema's apps are loaded), then the handlers' storage port over it.
 */
import type { Pool } from 'pg'
import type { Storage } from '@mocks/db/storage'
import { definedProjections } from '@mocks/db/projection'
import { schemaHistory } from '@mocks/db/schema'
import { latestStores, migrate } from './storage/migrate'
import { postgresStorage } from './postgres-storage'

export async function openPostgres(pool: Pool): Promise<Storage> {
  const store = await migrate(pool, schemaHistory, definedProjections())
  return postgresStorage({
    store,
    version: schemaHistory.at(-1)?.version ?? 0,
    tableNames: [...latestStores(schemaHistory).keys()],
  })
}
