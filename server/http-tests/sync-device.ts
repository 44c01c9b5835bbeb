/**
 * A connected device for the sync tests: this test process is one, over fake-indexeddb, with the
 * very dispatch the service worker runs (mocks/test/api.ts). It reaches the server through a
 * proxy the test cuts.
 */
import 'fake-indexeddb/auto'
import type { SyncStatus } from '@/features/sync/sync.schema'
import { call as deviceCall, freshDatabase, signIn as deviceSignIn } from '@mocks/test/api'

export { deviceCall }

export interface Device {
  token: string
  status(): Promise<SyncStatus>
  syncNow(): Promise<SyncStatus>
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>
}

/** A fresh device, connected to `server` as `email`; answers it signed in. */
export async function connectDevice(
  server: string,
  email = 'admin@demo.com',
  password = 'admin',
): Promise<Device> {
  await freshDatabase()
  const local = await deviceSignIn()
  const connected = await deviceCall<{ accessToken: string }>('POST', '/api/sync/connect', {
    token: local.accessToken,
    body: { server, email, password },
  })
  if (connected.status !== 200) throw new Error(`connect failed: ${JSON.stringify(connected.body)}`)
  return deviceOf(connected.body.accessToken)
}

export function deviceOf(token: string): Device {
  const call = <T>(method: string, path: string, body?: unknown) =>
    deviceCall<T>(method, path, { token, ...(body === undefined ? {} : { body }) })
  return {
    token,
    call,
    status: async () => (await call<SyncStatus>('GET', '/api/sync/status')).body,
    syncNow: async () => (await call<SyncStatus>('POST', '/api/sync/now')).body,
  }
}
