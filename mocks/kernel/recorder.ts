/**
 * The hook a connected device records its writes through (mocks/sync/outbox.ts sets it in the
 * worker; the server sets none). The kernel calls it at the end of a request's write transaction,
 * inside it, so a write and its record in the outbox commit together or not at all.
 */
import type { Draws } from './draws'
import type { Touched } from './write-guard'

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
}

export type Recorder = (record: WriteRecord) => Promise<void>

let current: Recorder | null = null

export function setRecorder(recorder: Recorder | null): void {
  current = recorder
}

export const recorder = (): Recorder | null => current
