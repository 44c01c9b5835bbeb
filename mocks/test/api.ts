/** Calls the API through the very dispatch the service worker uses, over fake-indexeddb. */
import type { AbilityRule } from '@/shared/contract/ability'
import { db } from '@mocks/db/database'
import { forgetSeeding } from '@mocks/db/seed'
import { forgetSigningKey } from '@mocks/kernel/tokens'
import { dispatch } from '@mocks/dispatch'
import { forgetConnection } from '@mocks/sync/config'

export const BASE_URL = 'http://localhost'

export interface CallOptions {
  body?: unknown
  /** A raw body, sent as is (for non-JSON tests). */
  rawBody?: string
  token?: string | null
  query?: Record<string, string | string[]>
}

export interface CallResult<T = unknown> {
  status: number
  body: T
}

export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const url = new URL(path, BASE_URL)
  for (const [key, value] of Object.entries(options.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, item)
  }
  const headers = new Headers({ 'content-type': 'application/json' })
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  const body =
    options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  const response = await dispatch(new Request(url, { method, headers, body }), BASE_URL)
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}

const emptyDexie = async (): Promise<void> => {
  db.close()
  await db.delete()
  await db.open()
}
/** Empties the storage the tests run over: Dexie's database by default, or what a tier sets. */
let emptyStorage = emptyDexie

/** Whether the tests run over the server's PostgreSQL store: Dexie's own behaviour is not its. */
export const onPostgres = (): boolean => emptyStorage !== emptyDexie

/** The tier over PostgreSQL (server/test) empties its own tables. */
export function setEmptyStorage(empty: () => Promise<void>): void {
  emptyStorage = empty
}

/** An empty database: the next call seeds it afresh, with a new signing key. */
export async function freshDatabase(): Promise<void> {
  await emptyStorage()
  forgetSeeding()
  forgetSigningKey()
  forgetConnection()
}

export interface TestSession {
  accessToken: string
  refreshToken: string
  userData: { id: number; role: string; ability: AbilityRule[] }
}

export async function signIn(email = 'admin@demo.com', password = email.split('@')[0]!) {
  const result = await call<TestSession>('POST', '/jwt/login', { body: { email, password } })
  if (result.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(result.body)}`)
  return result.body
}

/** An export's tables, each row a plain record: what a test edits before importing it again. */
export interface ExportedTables {
  tables: Record<string, Record<string, unknown>[]>
}

/** The database as `GET /api/local-db/export` gives it. */
export async function exportDatabase(token: string): Promise<ExportedTables> {
  return (await call<ExportedTables>('GET', '/api/local-db/export', { token })).body
}

/** `doc` imported again with the first row of `table` changed: an export edited by hand. */
export function importEdited(
  token: string,
  doc: ExportedTables,
  table: string,
  change: Record<string, unknown>,
) {
  const [first, ...rest] = doc.tables[table] ?? []
  const tables = { ...doc.tables, [table]: [{ ...first, ...change }, ...rest] }
  return call('POST', '/api/local-db/import', { token, body: { ...doc, tables } })
}
