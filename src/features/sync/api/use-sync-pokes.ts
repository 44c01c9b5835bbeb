/**
 * Keeps a connected device current: the agency server pokes it (Server-Sent Events) when a
 * colleague's change lands, and the device syncs then, when the network comes back, and every
 * 30 s in case a poke was missed. Mounted once, in the signed-in shell.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { SYNC_EVENTS_PATH } from '../sync.schema'
import { syncNow } from './sync.api'
import { syncKeys, useSyncStatus } from './sync.queries'
import { createSyncScheduler } from './sync-scheduler'

export const SYNC_EVERY_MS = 30_000

export function syncEventsUrl(server: string, clientId: string): string {
  return `${server.replace(/\/+$/, '')}${SYNC_EVENTS_PATH}?clientId=${encodeURIComponent(clientId)}`
}

export function useSyncPokes(): void {
  const client = useQueryClient()
  const status = useSyncStatus().data
  const connected = status?.mode === 'connected'
  const server = connected ? status.server : null
  const clientId = connected ? status.clientId : null

  useEffect(() => {
    if (!server || !clientId) return
    const scheduler = createSyncScheduler(async () => {
      client.setQueryData(syncKeys.status(), await syncNow())
    })
    const poke = () => scheduler.request()
    // jsdom and some embedded browsers have no EventSource: the timer and `online` still sync.
    const events =
      typeof EventSource === 'undefined' ? null : new EventSource(syncEventsUrl(server, clientId))
    events?.addEventListener('poke', poke)
    window.addEventListener('online', poke)
    const every = setInterval(poke, SYNC_EVERY_MS)
    return () => {
      events?.close()
      window.removeEventListener('online', poke)
      clearInterval(every)
      scheduler.stop()
    }
  }, [client, server, clientId])
}
