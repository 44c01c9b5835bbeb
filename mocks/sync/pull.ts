/**
 * What a device pulls: the changes committed after its cookie, in commit order, cut to what its
 * user may read; or, for a first pull, a whole snapshot of it. Read in one snapshot of the
 * database, so the rows and the version they are at agree.
 */
import type { RowChange, RowRef } from '@/features/sync/sync.schema'
import { storage } from '@mocks/db/storage'
import type { Session } from '@mocks/kernel/route'
import { readableRow, readableTable, sharedTables } from './scope'

type RowKey = RowChange['key']

/** About how many changes one pull carries (a transaction is never split). */
export const PULL_LIMIT = 2000

interface Pulled {
  cookie: number
  reset: boolean
  more: boolean
  changes: RowChange[]
}

async function snapshot(session: Session): Promise<RowChange[]> {
  const changes: RowChange[] = []
  for (const table of sharedTables()) {
    if (!readableTable(session, table)) continue
    const store = storage().table<unknown, unknown>(table)
    // Both in the primary key's order.
    const [keys, rows] = await Promise.all([store.toCollection().primaryKeys(), store.toArray()])
    rows.forEach((row, i) => {
      if (readableRow(session, table, row)) changes.push({ table, key: keys[i] as RowKey, row })
    })
  }
  return changes
}

/** The rows a refused write touched, as the server holds them (null: gone, or not theirs). */
async function refetched(session: Session, refs: readonly RowRef[]): Promise<RowChange[]> {
  const changes: RowChange[] = []
  for (const { table, key } of refs) {
    if (!sharedTables().includes(table)) continue
    const row = await storage().table<unknown, unknown>(table).get(key)
    const mine = row !== undefined && readableRow(session, table, row)
    changes.push({ table, key, row: mine ? row : null })
  }
  return changes
}

export async function pullFor(
  session: Session,
  cookie: number,
  refetch: readonly RowRef[],
): Promise<Pulled> {
  const feed = storage().changes()
  if (!feed) throw new Error('No change log')
  const again = await refetched(session, refetch)
  if (cookie === 0) {
    const head = await feed.head()
    return {
      cookie: head,
      reset: true,
      more: false,
      changes: [...(await snapshot(session)), ...again],
    }
  }
  const { changes, more, last } = await feed.since(cookie, PULL_LIMIT)
  const mine: RowChange[] = []
  for (const change of changes) {
    if (!readableTable(session, change.table)) continue
    // Another user's row of an owned table is not theirs to know of. A row gone is sent by key
    // alone (whoever owned it): a device that holds it drops it.
    if (change.row !== null && !readableRow(session, change.table, change.row)) continue
    mine.push({ table: change.table, key: change.key as RowKey, row: change.row })
  }
  return { cookie: last, reset: false, more, changes: [...mine, ...again] }
}
