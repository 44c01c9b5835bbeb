/** Statuses as the worker answers them, for the sync screens' tests. */
import type { QueuedWrite, RefusedWrite, SyncStatus } from '../sync.schema'

const at = '2026-03-02T09:30:00.000Z'

export const localStatus: SyncStatus = {
  mode: 'local',
  server: null,
  deviceNo: null,
  clientId: null,
  account: null,
  state: 'local',
  waiting: 0,
  lastSyncAt: null,
  lastError: null,
  queue: [],
  refused: [],
}

export const queued = (seq: number): QueuedWrite => ({
  seq,
  method: 'POST',
  path: `/api/apps/invoice/invoices/${seq}`,
  at,
  userId: 1,
})

export const refusedWrite: RefusedWrite = {
  seq: 7,
  method: 'PATCH',
  path: '/api/apps/users/3',
  at,
  status: 403,
  code: 'forbidden',
  message: 'You may not edit this user',
}

export function connectedStatus(changes: Partial<SyncStatus> = {}): SyncStatus {
  return {
    mode: 'connected',
    server: 'http://127.0.0.1:4000',
    deviceNo: 3,
    clientId: 'client-3',
    account: 'agent@agency.test',
    state: 'synced',
    waiting: 0,
    lastSyncAt: at,
    lastError: null,
    queue: [],
    refused: [],
    ...changes,
  }
}
