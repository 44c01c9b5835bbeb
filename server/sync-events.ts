/**
 * The server's pokes to connected devices (Server-Sent Events): after every commit that changed
 * shared rows, each open stream gets a `poke` with the new version, and the page asks its worker
 * to sync. A poke carries no data, only that something changed, so the stream needs no token: it
 * takes a registered device's id. Commits of other processes arrive through PostgreSQL's
 * LISTEN/NOTIFY (server/storage/change-log.ts notifies in each logging transaction), this
 * process's own too.
 */
import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import type pg from 'pg'
import { storage } from '@mocks/db/storage'
import { syncClients } from '@mocks/sync/sync.table'
import { CHANGE_CHANNEL } from './storage/change-log'

const KEEP_ALIVE_MS = 25_000

type Listener = (version: number) => void
const listeners = new Set<Listener>()

/** Pokes every stream of this process. */
export function poke(version: number): void {
  for (const listener of listeners) listener(version)
}

/** Listens for every process's commits (this one's too) on a connection of its own; answers the stop. */
export async function listenForCommits(pool: pg.Pool): Promise<() => Promise<void>> {
  const client = await pool.connect()
  client.on('notification', (message) => {
    if (message.channel === CHANGE_CHANNEL) poke(Number(message.payload))
  })
  client.on('error', () => {})
  await client.query(`LISTEN ${CHANGE_CHANNEL}`)
  return async () => {
    client.release(true)
  }
}

export async function syncEvents(c: Context): Promise<Response> {
  const clientId = c.req.query('clientId') ?? ''
  const known = await storage().read(() => syncClients().get(clientId))
  if (!known)
    return c.json({ error: { code: 'unknown_client', message: 'Unknown device' } }, 404)
  const head = await storage().read(async () => (await storage().changes()?.head()) ?? 0)
  return streamSSE(c, async (stream) => {
    const listener: Listener = (version) =>
      void stream.writeSSE({ event: 'poke', data: String(version) }).catch(() => undefined)
    listeners.add(listener)
    stream.onAbort(() => {
      listeners.delete(listener)
    })
    try {
      // The first poke says where the server is (a device back online syncs at once); a stream
      // cut reconnects after a second.
      await stream.writeSSE({ event: 'poke', data: String(head), retry: 1000 })
      while (!stream.aborted && !stream.closed) {
        await stream.sleep(KEEP_ALIVE_MS)
        await stream.writeSSE({ event: 'ping', data: '' })
      }
    } finally {
      listeners.delete(listener)
    }
  })
}
