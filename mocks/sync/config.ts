/**
 * The device's link to an agency server, kept in memory beside its row in `syncState`: the
 * kernel asks it on every write (record it or not) and every new id (which block), so it must not
 * cost a read. Loaded when the worker starts; changed only by connecting and disconnecting.
 */
import { setIdRange } from '@mocks/kernel/id-range'
import { storage } from '@mocks/db/storage'
import { syncState, type SyncConfig } from './sync.table'

let current: SyncConfig | null = null
let loaded: Promise<void> | null = null

export const connection = (): SyncConfig | null => current

function adopt(config: SyncConfig | null) {
  current = config
  // The server makes its own ids below the devices' blocks (server/main.ts sets it there).
  if (!storage().shared()) setIdRange(config ? config.deviceNo : null)
}

/** Reads the link once per worker (again after `forgetConnection`). */
export function loadConnection(): Promise<void> {
  loaded ??= syncState()
    .get('config')
    .then((config) => adopt(config ?? null))
    .catch((error: unknown) => {
      loaded = null
      throw error
    })
  return loaded
}

/** Writes the link (inside the caller's write transaction) and takes it at once. */
export async function saveConnection(config: SyncConfig | null): Promise<void> {
  if (config) await syncState().put(config)
  else await syncState().delete('config')
  adopt(config)
}

/** Changes the kept link in place (cookie, last sync, errors), inside a write transaction. */
export async function updateConnection(change: (config: SyncConfig) => void): Promise<void> {
  const config = await syncState().get('config')
  if (!config) return
  change(config)
  await syncState().put(config)
  adopt(config)
}

/** The database was replaced under the worker: read the link again. */
export function forgetConnection(): void {
  loaded = null
}
