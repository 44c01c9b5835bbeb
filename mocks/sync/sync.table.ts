/**
 * Connected mode's tables. On a device: its link to the server (`syncState`), the server sessions
 * of the accounts signed in here (`syncAccounts`), the writes waiting to be pushed (`syncOutbox`)
 * and those the server refused (`syncRefused`). On the server: each device's number and the last
 * write taken from it per account (`syncClients`), and the refusals, so that a write pushed again
 * after a lost answer gets the same answer (`syncOutcomes`). None of them is exported or shared.
 */
import type { Draws, RowImage } from '@/features/sync/sync.schema'
import { typedTable, type TableSchemas } from '@mocks/db/database'

export const syncTables = {
  syncState: 'key',
  syncAccounts: 'userId',
  syncOutbox: '++seq, userId',
  syncRefused: 'seq',
  syncClients: 'clientId, &deviceNo',
  syncOutcomes: '[clientId+seq]',
} satisfies TableSchemas

export interface SyncConfig {
  key: 'config'
  server: string
  clientId: string
  deviceNo: number
  /** The change log's version this device has applied up to, for `cookieUser`'s reach. */
  cookie: number
  cookieUser: number | null
  /** The account that signed in here last: the device pulls what it may read. */
  activeUser: number | null
  lastSyncAt: string | null
  lastError: string | null
  /** Rows a refused write touched, to be sent again as the server holds them. */
  refetch: { table: string; key: unknown }[]
}

export interface SyncAccountRow {
  userId: number
  email: string
  accessToken: string
  refreshToken: string
}

/** A row the write touched: its table and key, or the whole table (a clear). */
export type TouchedRow = { table: string; key: unknown } | { table: string; all: true }

export interface OutboxRow {
  seq?: number
  userId: number
  method: string
  path: string
  body: unknown
  draws: Draws
  at: string
  /** The schema version the device's handlers were at. */
  release: number
  touched: TouchedRow[]
  /** The shared rows it changed, as the device held them before (mocks/sync/merge.ts). */
  before?: RowImage[]
}

export interface RefusedRow {
  seq: number
  method: string
  path: string
  at: string
  status: number
  code: string
  message: string
}

export interface SyncClientRow {
  clientId: string
  deviceNo: number
  createdAt: string
  /** The last sequence number taken from this device, per account that pushed. */
  lastSeq: Record<string, number>
}

export interface SyncOutcomeRow {
  clientId: string
  seq: number
  status: number
  code: string
  message: string
}

export const syncState = typedTable<SyncConfig, string>('syncState')
export const syncAccounts = typedTable<SyncAccountRow, number>('syncAccounts')
export const syncOutbox = typedTable<OutboxRow, number>('syncOutbox')
export const syncRefused = typedTable<RefusedRow, number>('syncRefused')
export const syncClients = typedTable<SyncClientRow, string>('syncClients')
export const syncOutcomes = typedTable<SyncOutcomeRow, [string, number]>('syncOutcomes')
