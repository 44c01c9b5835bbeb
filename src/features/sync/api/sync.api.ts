/** Typed calls to the device's sync endpoints (sync.endpoints.ts, answered by the worker). */
import { call } from '@/shared/api/call'
import { deviceSyncEndpoints } from '../sync.endpoints'

export const fetchSyncStatus = (signal?: AbortSignal) =>
  call(deviceSyncEndpoints.status, { signal })

export const connectDevice = (body: { server: string; email: string; password: string }) =>
  call(deviceSyncEndpoints.connect, { body })

export const syncNow = () => call(deviceSyncEndpoints.now)

export const disconnectDevice = (discard: boolean) =>
  call(deviceSyncEndpoints.disconnect, { body: discard ? { discard } : {} })

export const dismissRefused = (seq: number) =>
  call(deviceSyncEndpoints.dismissRefused, { body: { seq } })
