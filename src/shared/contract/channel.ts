/** The BroadcastChannel on which the worker announces which tables a write changed. */
export const CHANNEL_NAME = 'corredor-db'
export const ALL_TABLES = '*'

export interface ChangeMessage {
  type: 'tables-changed'
  tables: readonly string[]
}
