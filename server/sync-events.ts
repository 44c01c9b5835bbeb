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

/**
 * Listens for every process's commits (this one's too) on a connection of its own, connecting
 * again after PostgreSQL went away (pokes resume; a device missed nothing, since a pull asks for
 * everything after its cookie). Answers the stop.
 */
export async function listenForCommits(pool: pg.Pool): Promise<() => Promise<void>> {
  let stopped = false
  let client: pg.PoolClient | null = null
  let retry: ReturnType<typeof setTimeout> | undefined
  const again = () => {
    if (!stopped) retry = setTimeout(() => void listen(), 1000)
  }
  const listen = async (): Promise<void> => {
    let connected: pg.PoolClient
    try {
      connected = await pool.connect()
    } catch {
      return again()
    }
    let dropped = false
    const drop = () => {
      if (dropped) return
      dropped = true
      connected.release(true)
      if (client === connected) client = null
      again()
    }
    client = connected
    connected.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) poke(Number(message.payload))
    })
    connected.on('error', drop)
    await connected.query(`LISTEN ${CHANGE_CHANNEL}`).catch(drop)
  }
  await listen()
  return async () => {
    stopped = true
    clearTimeout(retry)
    client?.release(true)
  }
}

export async function syncEvents(c: Context): Promise<Response> {
  const clientId = c.req.query('clientId') ?? ''
  const known = await storage().read(() => syncClients().get(clientId))
  if (!known) return c.json({ error: { code: 'unknown_client', message: 'Unknown device' } }, 404)
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
