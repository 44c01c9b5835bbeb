/**
 * The outbox: on a connected device, every request that wrote a shared table is recorded, inside
 * its own write transaction, with what it drew (kernel/draws.ts) and the rows it touched. The
 * write and its record commit together or not at all; a tab closed offline loses nothing, since
 * the record is in the database, not in a tab's memory.
 */
import { storage } from '@mocks/db/storage'
import { setRecorder, type WriteRecord } from '@mocks/kernel/recorder'
import type { Befores, Touched } from '@mocks/kernel/write-guard'
import { sharedTable } from './shared'
import { connection } from './config'
import { rowImageSchema, type RowImage } from '@/features/sync/sync.schema'
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

/**
 * A write's base rows are sent only within these bounds: an edit names a record or a few, and a
 * write over many rows (a bulk "mark as read") names the fields it changes, so it has nothing for
 * the server to merge. Beyond them the replay stands as it is, and the push stays small.
 */
export const BASE_ROWS = 100
export const BASE_CHARACTERS = 256 * 1024

/** The shared rows a request changed (not those it made), as the device held them before. */
export function sharedBefores(befores: Befores | undefined): RowImage[] {
  const images: RowImage[] = []
  for (const [table, rows] of befores ?? []) {
    if (!sharedTable(table)) continue
    for (const { key, row } of rows.values()) {
      // In the contract's shape, or not sent: a key it cannot carry would refuse the whole push.
      const image = rowImageSchema.safeParse({ table, key, row })
      if (image.success) images.push(image.data)
    }
  }
  if (images.length > BASE_ROWS || JSON.stringify(images).length > BASE_CHARACTERS) return []
  return images
}

async function record({ method, path, body, userId, draws, touched, befores }: WriteRecord) {
  if (!connection()) return
  const rows = sharedRows(touched)
  if (rows.length === 0) return
  const before = sharedBefores(befores)
  await syncOutbox().add({
    userId,
    method,
    path,
    body,
    draws,
    at: new Date(draws.now).toISOString(),
    release: storage().version(),
    touched: rows,
    ...(before.length > 0 ? { before } : {}),
  })
  wrote()
}

/** Installs the recorder (the worker does, at start; the server never). */
export function recordWrites(): void {
  setRecorder(record, () => connection() !== null)
}
