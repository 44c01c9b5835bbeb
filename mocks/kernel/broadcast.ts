/** After every write the worker tells every tab which tables changed. */
import { CHANNEL_NAME, type ChangeMessage } from '@/shared/contract/channel'

let channel: BroadcastChannel | null = null

export function broadcastChange(tables: readonly string[]): void {
  if (typeof BroadcastChannel === 'undefined' || tables.length === 0) return
  channel ??= new BroadcastChannel(CHANNEL_NAME)
  const message: ChangeMessage = { type: 'tables-changed', tables }
  channel.postMessage(message)
}
