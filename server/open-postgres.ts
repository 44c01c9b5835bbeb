/**
 * The server's storage over a PostgreSQL pool: the database migrated to the worker's schema
 * history (storage/migrate.ts) with the side tables of the handlers' projections (every one
 * defined once the schema's apps are loaded), then the handlers' storage port over it. The pool
 * is seen through `answering503`: a handler may read outside any transaction (a sign-in, the
 * token check), straight from the pool, and a database out of reach must answer 503 there too.
 */
import type { Pool } from 'pg'
import type { Storage } from '@mocks/db/storage'
import { definedProjections } from '@mocks/db/projection'
import { schemaHistory } from '@mocks/db/schema'
import { dataRegistry } from '@mocks/handlers'
import { migrate } from './storage/migrate'
import { latestStores } from './storage/schema'
import type { SqlClient, SqlPool } from './storage/transaction'
import { orUnavailable, postgresStorage } from './postgres-storage'

/**
 * The pool, its connection failures thrown as the 503 ApiError. A connection cut while a
 * transaction holds it gets a listener: pg emits 'error' on a checked-out client that has no
 * query running, and without one that event would end the process; its next query fails instead.
 */
export function answering503(pool: Pool): SqlPool {
  const sql: SqlPool = pool
  const ignore = () => {}
  return {
    query: <R>(text: string, params?: unknown[]) => sql.query<R>(text, params).catch(orUnavailable),
    async connect() {
      const client = await pool.connect().catch(orUnavailable)
      client.on('error', ignore)
      const connection: SqlClient = client
      return {
        query: <R>(text: string, params?: unknown[]) => connection.query<R>(text, params),
        release(error?: Error | boolean) {
          client.off('error', ignore)
          client.release(error)
        },
      }
    },
  }
}

export async function openPostgres(pool: Pool): Promise<Storage> {
  const logged = new Set(Object.keys(dataRegistry.exported))
  const store = await migrate(answering503(pool), schemaHistory, definedProjections(), logged)
  return postgresStorage({
    store,
    version: schemaHistory.at(-1)?.version ?? 0,
    tableNames: [...latestStores(schemaHistory).keys()],
  })
}
