/**
 * The hook a connected device records its writes through (mocks/sync/outbox.ts sets it in the
 * worker; the server sets none). The kernel calls it at the end of a request's write transaction,
 * inside it, so a write and its record in the outbox commit together or not at all.
 */
import type { Draws } from './draws'
import type { Befores, Touched } from './write-guard'

export interface WriteRecord {
  method: string
  /** Path and query, as asked. */
  path: string
  /** The body as sent (before the endpoint's schema parsed it), or undefined. */
  body: unknown
  userId: number
  draws: Draws
  /** The keys the request wrote, per table. */
  touched: Touched
  /** The rows it changed as it found them (kept while the recorder is active). */
  befores: Befores | undefined
}

export type Recorder = (record: WriteRecord) => Promise<void>

let current: Recorder | null = null
let active: () => boolean = () => false

/** `isActive`: whether writes are recorded now (the device is connected). */
export function setRecorder(recorder: Recorder | null, isActive: () => boolean = () => true): void {
  current = recorder
  active = isActive
}

export const recorder = (): Recorder | null => current

/** Whether a write starting now is to be recorded, so it keeps what it changes as it found it. */
export const recording = (): boolean => current !== null && active()
