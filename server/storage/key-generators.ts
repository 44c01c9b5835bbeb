/**
 * IndexedDB's key generator for `++id` tables, kept per table in one row of `__key_generators`
 * (the name cannot be a Dexie table's). It never goes back (not on delete, not on clear), and an
 * explicit numeric key above it moves it up, so the next key is the generator's value plus one,
 * as in the browser, not the largest key still stored plus one.
 */
import { quoteIdentifier } from './schema'
import type { SqlClient } from './transaction'

export const GENERATORS = quoteIdentifier('__key_generators')

export const generatorsDdl = `CREATE TABLE IF NOT EXISTS ${GENERATORS} (name text PRIMARY KEY, current double precision NOT NULL)`

export async function nextKey(sql: SqlClient, table: string): Promise<number> {
  const { rows } = await sql.query<{ current: number }>(
    `INSERT INTO ${GENERATORS} (name, current) VALUES ($1, 1)
     ON CONFLICT (name) DO UPDATE SET current = ${GENERATORS}.current + 1 RETURNING current`,
    [table],
  )
  return rows[0]?.current ?? 1
}

export async function raiseKey(sql: SqlClient, table: string, key: number): Promise<void> {
  await sql.query(
    `INSERT INTO ${GENERATORS} (name, current) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET current = GREATEST(${GENERATORS}.current, EXCLUDED.current)`,
    [table, Math.floor(key)],
  )
}
