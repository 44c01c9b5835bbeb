/**
 * What a write draws from outside its data: the clock, new ids and random bytes. On a connected
 * device each write records what it drew, and the agency server replays those draws when it runs
 * the same request again (mocks/sync), so it computes what the device computed: the same
 * timestamps, the same ids, the same secrets. Outside a write, or with no draws set, these are the
 * plain clock and randomness.
 *
 * The draws live in the write transaction's scratch (db/storage.ts), which follows the request
 * through its helpers without being passed: a Dexie transaction's zone in the worker, the pending
 * transaction's AsyncLocalStorage on the server.
 */
import type { Draws } from '@/features/sync/sync.schema'
import { storage } from '../db/storage'

export type { Draws }

const KEY = 'draws'

interface Drawing {
  draws: Draws
  /** Replaying: the recorded values are handed out in order. */
  replay: boolean
  nextId: number
  nextBytes: number
}

function drawing(): Drawing | undefined {
  return storage().scratch()?.get(KEY) as Drawing | undefined
}

/**
 * Starts the draws of the current write transaction: fresh ones (the clock read now), or those a
 * device recorded, to replay. A transaction that has its draws already keeps them (a request
 * replayed inside the server's own transaction).
 */
export function beginDraws(recorded?: Draws): void {
  const scratch = storage().scratch()
  if (!scratch || scratch.has(KEY)) return
  const draws = recorded
    ? { now: recorded.now, ids: [...recorded.ids], bytes: [...recorded.bytes] }
    : { now: Date.now(), ids: [], bytes: [] }
  scratch.set(KEY, { draws, replay: recorded !== undefined, nextId: 0, nextBytes: 0 })
}

/** The draws of the current write so far (what a device records), or undefined. */
export const currentDraws = (): Draws | undefined => drawing()?.draws

/** The time of the current write: one instant for all of it, the device's when replayed. */
export function now(): Date {
  return new Date(drawing()?.draws.now ?? Date.now())
}

/**
 * The id a replayed write drew on the device, or undefined (then the caller computes one and
 * reports it with `drewId`).
 */
export function replayedId(): number | undefined {
  const current = drawing()
  if (!current?.replay) return undefined
  const id = current.draws.ids[current.nextId]
  current.nextId += 1
  return id
}

export function drewId(id: number): void {
  const current = drawing()
  if (current && !current.replay) current.draws.ids.push(id)
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/** `length` random bytes, recorded in a write (replayed on the server). */
export function randomBytes(length: number): Uint8Array {
  const current = drawing()
  if (current?.replay) {
    const recorded = current.draws.bytes[current.nextBytes]
    current.nextBytes += 1
    if (recorded !== undefined) return fromBase64(recorded)
  }
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  if (current && !current.replay) current.draws.bytes.push(toBase64(bytes))
  return bytes
}
