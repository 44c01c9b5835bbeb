/** The device's sync as the page shows it: the navbar's state and the Settings card. */
import type { SyncStatus } from '@/features/sync/sync.schema'
import { storage } from '@mocks/db/storage'
import { syncPhase } from './engine'
import { syncAccounts, syncOutbox, syncRefused, syncState } from './sync.table'

const QUEUE_SHOWN = 50

/** One read transaction: the counts agree with the lists, whatever a push commits meanwhile. */
const readState = () =>
  storage().read(async () => {
    const config = await syncState().get('config')
    const waiting = await syncOutbox().count()
    const queue = await syncOutbox().toCollection().limit(QUEUE_SHOWN).toArray()
    const refused = await syncRefused().toArray()
    const account = config?.activeUser ? await syncAccounts().get(config.activeUser) : undefined
    return { config, waiting, queue, refused, account }
  })

export async function statusOf(): Promise<SyncStatus> {
  const { config, waiting, queue, refused, account } = await readState()
  return {
    mode: config ? 'connected' : 'local',
    server: config?.server ?? null,
    deviceNo: config?.deviceNo ?? null,
    clientId: config?.clientId ?? null,
    account: account?.email ?? null,
    // A refused write was undone here: that needs the agent's eyes, whatever the sync does.
    state: refused.length > 0 && syncPhase(waiting) !== 'local' ? 'error' : syncPhase(waiting),
    waiting,
    lastSyncAt: config?.lastSyncAt ?? null,
    lastError:
      config?.lastError ??
      (refused.length > 0 ? `The server refused ${refused.length} of this device’s changes` : null),
    queue: queue.map(({ seq, method, path, at, userId }) => ({
      seq: seq!,
      method,
      path,
      at,
      userId,
    })),
    refused: refused.reverse(),
  }
}
