/**
 * A pull applied on the device, in one write transaction: the changes put and deleted (a first
 * pull, or another account's, replaces every shared table), except on rows a write still waiting
 * in the outbox touched: the device keeps its own state there, and its cookie stays where it was,
 * so those changes come again once the outbox is through.
 */
import type { RowChange } from '@/features/sync/sync.schema'
import { storage } from '@mocks/db/storage'
import { sharedTables } from './scope'
import { syncOutbox, syncState, type TouchedRow } from './sync.table'

export interface Pull {
  cookie: number
  reset: boolean
  lastSeq: number
  changes: RowChange[]
}

/** The rows the outbox still holds writes for (all of a table: 'all'). */
async function protectedRows(activeUser: number, lastSeq: number) {
  const rows = new Map<string, Set<string> | 'all'>()
  await syncOutbox().each((entry) => {
    // Taken by the server already (its answer was lost): the pull reflects it.
    if (entry.userId === activeUser && (entry.seq ?? 0) <= lastSeq) return
    for (const touched of entry.touched) protect(rows, touched)
  })
  return rows
}

function protect(rows: Map<string, Set<string> | 'all'>, touched: TouchedRow) {
  if ('all' in touched) return void rows.set(touched.table, 'all')
  const keys = rows.get(touched.table)
  if (keys === 'all') return
  rows.set(touched.table, (keys ?? new Set()).add(JSON.stringify(touched.key)))
}

const keyText = (key: unknown) => JSON.stringify(key)

/** Applies the pull; answers the tables it wrote and whether the cookie moved on. */
export async function applyPull(
  pull: Pull,
  activeUser: number,
): Promise<{ tables: string[]; advanced: boolean }> {
  const { tables, value } = await storage().write(async () => {
    const config = await syncState().get('config')
    if (!config) return false
    const held = await protectedRows(activeUser, pull.lastSeq)
    const isHeld = (table: string, key: unknown) => {
      const keys = held.get(table)
      return keys === 'all' || (keys?.has(keyText(key)) ?? false)
    }
    let skipped = false
    if (pull.reset) {
      for (const name of sharedTables()) {
        const table = storage().table<unknown, unknown>(name)
        const keys = await table.toCollection().primaryKeys()
        const gone = keys.filter((key) => !isHeld(name, key))
        if (gone.length < keys.length) skipped = true
        if (gone.length > 0) await table.bulkDelete(gone)
      }
    }
    for (const change of pull.changes) {
      const table = storage().table<unknown, unknown>(change.table)
      if (change.row !== null && change.row !== undefined) {
        if (isHeld(change.table, change.key)) skipped = true
        else await table.put(change.row)
      } else if (change.key !== null) {
        if (isHeld(change.table, change.key)) skipped = true
        else await table.delete(change.key)
      } else if (held.has(change.table)) skipped = true
      else await table.clear()
    }
    config.refetch = []
    if (!skipped) {
      config.cookie = pull.cookie
      config.cookieUser = activeUser
    }
    await syncState().put(config)
    return !skipped
  })
  return { tables, advanced: value }
}
