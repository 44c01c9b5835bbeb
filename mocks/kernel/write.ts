/**
 * The one way to write. `inWriteTransaction(fn)` runs `fn` in one read-write transaction of the
 * storage (db/storage.ts), so whatever decides a write (the next id, a uniqueness check, a
 * position) is read inside it and concurrent requests queue instead of colliding. In the worker a
 * DBCore middleware records the tables a transaction really wrote, for the broadcast, and refuses
 * any write made outside such a transaction (see write-guard.ts): a handler that writes the
 * unsafe way fails its tests instead of shipping.
 */
import { storage, type WriteResult } from '../db/storage'
import type { StoreTable } from '../db/store'
import { drewId, replayedId } from './draws'
import { ApiError } from './errors'
import { idRange } from './id-range'
import { UnsafeWriteError } from './write-guard'

export type { WriteResult }

/**
 * Runs `fn` in one read-write transaction over every table and reports the tables it wrote.
 * Inside one already, `fn` simply joins it (and the outer call reports the writes). In the
 * worker, `fn` may await only Dexie calls: awaiting anything else (WebCrypto, timers) ends an
 * IndexedDB transaction, so do that work before or after.
 */
export const inWriteTransaction = <T>(fn: () => T | Promise<T>): Promise<WriteResult<T>> =>
  storage().write(fn)

/**
 * "Highest id + 1", the contract's rule for a new record's id, within the ids this storage may
 * make (kernel/id-range.ts: every id on a device of its own, the device's block once connected,
 * the server's own below the blocks). A write the server replays takes the id the device drew, or
 * is refused when another row has it. Only inside a write transaction, where no other request can
 * take the same id before this one is added.
 *
 * Not `async` on purpose: it answers the table's own promise, which in the worker keeps the
 * transaction's zone. Dexie follows a transaction through one level of native `async` functions
 * but loses it past two (an async helper awaiting another async helper); the write guard then
 * refuses the write, so such code fails its tests rather than writing outside the transaction.
 */
export function nextId<Row extends { id: number }>(
  table: StoreTable<Row, number>,
): Promise<number> {
  if (!storage().writing()) return Promise.reject(new UnsafeWriteError(table.name))
  const replayed = replayedId()
  if (replayed !== undefined)
    return table.get(replayed).then((taken) => {
      if (taken) throw new ApiError(409, 'conflict', `${table.name} ${replayed} exists already`)
      return replayed
    })
  const { low, high } = idRange()
  const last =
    high === Number.POSITIVE_INFINITY
      ? table.orderBy(':id').last()
      : table.where(':id').between(low, high, true, true).last()
  return last.then((row) => {
    const id = row ? row.id + 1 : low
    if (id > high) throw new ApiError(507, 'ids_exhausted', `${table.name}: no ids left`)
    drewId(id)
    return id
  })
}
