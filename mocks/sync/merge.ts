/**
 * What a replayed write may not undo. A device's write runs again on the server as the request it
 * was (mocks/sync/replay.ts), and many requests name a whole record: the todo's `update-task
 * { task }`, the calendar's event, the invoice form's fields. Replayed after a colleague changed
 * that record, such a request would put back, in every field the agent did not touch, the values
 * the device held when the agent made the change: a colleague's write lost.
 *
 * So each write carries the shared rows it changed as the device held them before (its base), and
 * after the replay the server keeps its own value of every field the replay set back to that base
 * while the server's had moved on. A three-way merge, field by field (a field is a top-level
 * property: an invoice's items are one field):
 * - the agent changed the field (the replay's value is not the base): the agent's value stands;
 * - the agent did not, and a colleague did: the colleague's value stands;
 * - a value the server's handler derives (a status, a total) follows the same rule, so it stays
 *   consistent with the fields it derives from; one the replay derives anew stands.
 * Rows the write made or deleted have no base and are left as the replay made them. A base can
 * only make the server keep values it holds already: a forged one cannot write anything.
 */
import { storage } from '@mocks/db/storage'
import type { RowImage } from '@/features/sync/sync.schema'
import { sharedTable } from './shared'

type Row = Record<string, unknown>

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Equal as JSON values: key order aside. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    return a.every((item, index) => same(item, b[index]))
  }
  if (!isRow(a) || !isRow(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => Object.hasOwn(b, key) && same(a[key], b[key]))
}

/**
 * The row the server keeps: `replayed`, but for each field it set back to the device's `base`
 * while the server's `current` had moved on; null when that is the replayed row itself.
 */
export function keepNewer(base: Row, current: Row, replayed: Row): Row | null {
  const fields = new Set([...Object.keys(base), ...Object.keys(current), ...Object.keys(replayed)])
  const kept = [...fields].filter(
    (field) =>
      field !== '__proto__' &&
      same(replayed[field], base[field]) &&
      !same(current[field], base[field]),
  )
  if (kept.length === 0) return null
  const merged = Object.fromEntries(
    Object.entries(replayed).filter(([field]) => !kept.includes(field)),
  )
  for (const field of kept) if (Object.hasOwn(current, field)) merged[field] = current[field]
  return merged
}

/** The server's row under a base's table and key; null where there is none to merge with. */
async function rowAt({ table, key }: RowImage): Promise<Row | null> {
  if (!sharedTable(table)) return null
  // A key of another shape than the table's is no row of it.
  const row: unknown = await storage()
    .table<unknown, unknown>(table)
    .get(key)
    .catch(() => null)
  return isRow(row) ? row : null
}

/** The images of shared rows, each with the server's row now (inside the push's transaction). */
export async function currentRows(images: readonly RowImage[] = []) {
  const rows: { image: RowImage; current: Row }[] = []
  for (const image of images) {
    const current = await rowAt(image)
    if (current) rows.push({ image, current })
  }
  return rows
}

/** After the replay, in its transaction: the fields a colleague changed since the base, back. */
export async function keepColleaguesChanges(rows: Awaited<ReturnType<typeof currentRows>>) {
  for (const { image, current } of rows) {
    const replayed = await rowAt(image)
    if (!replayed) continue
    const merged = keepNewer(image.row, current, replayed)
    if (!merged) continue
    // A value kept that another row has taken since (a unique one): the replay's stands.
    await storage()
      .table<Row, unknown>(image.table)
      .put(merged)
      .catch((error: unknown) => {
        if (!storage().isConflict(error)) throw error
      })
  }
}
