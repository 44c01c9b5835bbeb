/**
 * The invoice timeline. Each entry is written by the handler that makes the change, inside the
 * same write transaction, naming the signed-in user. Helpers answer Dexie's own promises (no
 * `async`), which keeps the transaction's zone however deep the handler's calls go.
 */
import { now } from '@mocks/kernel/draws'
import { authUsers } from '@mocks/auth/auth.table'
import type { Session } from '@mocks/kernel/route'
import { nextId } from '@mocks/kernel/write'
import type { HistoryEntry } from '@/features/invoice/invoice.schema'
import { invoiceHistory } from './invoice.table'

export type NewEntry = Omit<HistoryEntry, 'id' | 'at' | 'by'>

/** The name the timeline shows for the caller. */
export const whoIs = (session: Session): Promise<string> =>
  authUsers()
    .get(session.userId)
    .then((user) => user?.fullName ?? `User ${session.userId}`)

/** Adds the entries in order, with the next free ids. */
export function recordHistory(by: string, entries: readonly NewEntry[]): Promise<HistoryEntry[]> {
  const at = now().toISOString()
  return nextId(invoiceHistory()).then((first) => {
    const rows: HistoryEntry[] = entries.map((entry, index) => ({
      ...entry,
      id: first + index,
      at,
      by,
    }))
    return invoiceHistory()
      .bulkAdd(rows)
      .then(() => rows)
  })
}

/** An invoice's timeline, newest first. */
export const historyOf = (invoiceId: number): Promise<HistoryEntry[]> =>
  invoiceHistory()
    .where('invoiceId')
    .equals(invoiceId)
    .toArray()
    .then((entries) => entries.sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id))
