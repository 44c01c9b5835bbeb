/**
 * The outbox: on a connected device, every request that wrote a shared table is recorded, inside
 * its own write transaction, with what it drew (kernel/draws.ts) and the rows it touched. The
 * write and its record commit together or not at all; a tab closed offline loses nothing, since
 * the record is in the database, not in a tab's memory.
 */
import { storage } from '@mocks/db/storage'
import { setRecorder, type WriteRecord } from '@mocks/kernel/recorder'
import type { Touched } from '@mocks/kernel/write-guard'
import { sharedTable } from './shared'
import { connection } from './config'
import { syncOutbox, type TouchedRow } from './sync.table'

/** The shared tables' rows among those a request touched. */
export function sharedRows(touched: Touched): TouchedRow[] {
  const rows: TouchedRow[] = []
  for (const [table, keys] of touched) {
    if (!sharedTable(table)) continue
    if (keys === 'all') rows.push({ table, all: true })
    else for (const key of keys) rows.push({ table, key })
  }
  return rows
}

/** Hands the outbox a write made since the last push; none there, nothing happens. */
let wrote: () => void = () => {}

export function onRecorded(listener: () => void): void {
  wrote = listener
}

async function record({ method, path, body, userId, draws, touched }: WriteRecord) {
  if (!connection()) return
  const rows = sharedRows(touched)
  if (rows.length === 0) return
  await syncOutbox().add({
    userId,
    method,
    path,
    body,
    draws,
    at: new Date(draws.now).toISOString(),
    release: storage().version(),
    touched: rows,
  })
  wrote()
}

/** Installs the recorder (the worker does, at start; the server never). */
export function recordWrites(): void {
  setRecorder(record)
}
