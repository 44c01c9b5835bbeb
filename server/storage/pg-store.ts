/**
 * The storage port over PostgreSQL: `createPgStore(client, schemas).table(name)` answers
 * `StoreTable` as Dexie's tables do (pg-table.ts), over the tables `tableDdl` creates, with the
 * key generators of `++id` tables and the projections' side tables beside them.
 */
import type { StoreTable } from '../../mocks/db/store'
import { changeLogDdl, createChangeLog, type ChangeLog } from './change-log'
import { storeError } from './errors'
import { generatorsDdl } from './key-generators'
import { PgTable } from './pg-table'
import { tableDdl, type TableSchema } from './schema'
import { projectionDdl, type AnyProjection } from './pg-projection'
import { createTransactions, type SqlPool, type Transactions } from './transaction'

export interface PgStore {
  table<Row, Key>(name: string): StoreTable<Row, Key>
  /** The projections whose side tables it keeps (pg-projection.ts). */
  readonly projections: readonly AnyProjection[]
  /** Creates the tables and the projections' side tables (idempotent). */
  migrate(): Promise<void>
  runInTransaction<T>(work: () => Promise<T>): Promise<T>
  /** Its transactions: the pending one, and new ones (read or write). */
  readonly transactions: Transactions
  /** The change log of the logged tables (storage/change-log.ts), null when none is. */
  readonly changes: ChangeLog | null
}

export function createPgStore(
  client: SqlPool,
  schemas: readonly TableSchema[],
  projections: readonly AnyProjection[] = [],
  /** The tables whose changes connected devices pull. */
  logged: ReadonlySet<string> = new Set(),
): PgStore {
  const transactions = createTransactions(client)
  const changes = logged.size > 0 ? createChangeLog(transactions, logged) : null
  const byName = new Map(schemas.map((schema) => [schema.table, schema]))
  return {
    table<Row, Key>(name: string): StoreTable<Row, Key> {
      const schema = byName.get(name)
      if (!schema) throw storeError('SchemaError', `no table ${name}`)
      const projected = projections.filter((projection) => projection.table === name)
      const log = changes?.logs(name) ? changes : undefined
      return new PgTable<Row, Key>(schema, transactions, projected, log)
    },
    projections,
    async migrate() {
      await transactions.run(async () => {
        await transactions.current().query(generatorsDdl)
        if (changes)
          for (const statement of changeLogDdl) await transactions.current().query(statement)
        for (const schema of schemas) {
          for (const statement of tableDdl(schema)) await transactions.current().query(statement)
        }
        for (const projection of projections)
          for (const statement of projectionDdl(projection))
            await transactions.current().query(statement)
      })
    },
    runInTransaction: (work) => transactions.run(work),
    transactions,
    changes,
  }
}
