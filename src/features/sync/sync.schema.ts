/**
 * Connected mode (issue 29): the device's own sync endpoints (answered by the service worker) and
 * the agency server's (push, pull, register). Declared once here; docs/api-contract-additions.md
 * describes them in the contract's pattern.
 */
import { z } from 'zod'
import { userDataSchema } from '@/features/auth/auth.schema'

/** The server's stream of pokes (Server-Sent Events): `?clientId=`, one `poke` per commit. */
export const SYNC_EVENTS_PATH = '/api/sync/events'

/** Where the device stands, at a glance (the navbar) and in full (Settings). */
export const syncStateSchema = z.enum(['local', 'synced', 'waiting', 'syncing', 'offline', 'error'])
export type SyncState = z.infer<typeof syncStateSchema>

/** A write recorded on this device that the server has not acknowledged yet. */
export const queuedWriteSchema = z.object({
  seq: z.number().int().positive(),
  method: z.string(),
  path: z.string(),
  at: z.string(),
  userId: z.number(),
})
export type QueuedWrite = z.infer<typeof queuedWriteSchema>

/** A write the server refused: undone on this device, kept here with the server's reason. */
export const refusedWriteSchema = z.object({
  seq: z.number().int().positive(),
  method: z.string(),
  path: z.string(),
  at: z.string(),
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
})
export type RefusedWrite = z.infer<typeof refusedWriteSchema>

export const syncStatusSchema = z.object({
  mode: z.enum(['local', 'connected']),
  server: z.string().nullable(),
  deviceNo: z.number().int().nullable(),
  /** This device's id on the server: the page opens the server's poke stream with it. */
  clientId: z.string().nullable(),
  /** The server account this device pushes and pulls as (the signed-in agent's). */
  account: z.string().nullable(),
  state: syncStateSchema,
  /** Writes waiting to be pushed. */
  waiting: z.number().int(),
  lastSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
  queue: z.array(queuedWriteSchema),
  refused: z.array(refusedWriteSchema),
})
export type SyncStatus = z.infer<typeof syncStatusSchema>

export const connectBodySchema = z.object({
  server: z.url({ protocol: /^https?$/, error: 'Enter the server address (http:// or https://)' }),
  email: z.email({ error: 'Enter the email of your server account' }),
  password: z.string().min(1, { error: 'Enter your password' }),
})

export const connectResultSchema = z.object({
  status: syncStatusSchema,
  userData: userDataSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
})

export const disconnectBodySchema = z.object({
  /** Disconnect even though writes wait to be pushed (they are dropped). */
  discard: z.boolean().optional(),
})

export const okSchema = z.object({ ok: z.literal(true) })

// The agency server's side.

/** What a handler drew from the clock, the id rule and randomness, replayed on the server. */
export const drawsSchema = z.object({
  now: z.number(),
  ids: z.array(z.number().int().positive()),
  bytes: z.array(z.string()),
})
export type Draws = z.infer<typeof drawsSchema>

const keySchema = z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])

/**
 * A shared row a write changed, as the device held it before: the server keeps its own newer value
 * of each field the write left as it was (mocks/sync/merge.ts).
 */
export const rowImageSchema = z.object({
  table: z.string(),
  key: keySchema,
  row: z.record(z.string(), z.unknown()),
})
export type RowImage = z.infer<typeof rowImageSchema>

export const mutationSchema = z.object({
  seq: z.number().int().positive(),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  /** Path and query, as the device's handler was asked. */
  path: z.string().startsWith('/'),
  body: z.unknown().optional(),
  draws: drawsSchema,
  at: z.string(),
  before: z.array(rowImageSchema).max(1000).optional(),
})
export type Mutation = z.infer<typeof mutationSchema>

export const registerResultSchema = z.object({
  clientId: z.string(),
  deviceNo: z.number().int().positive(),
})
export type RegisterResult = z.infer<typeof registerResultSchema>

export const pushBodySchema = z.object({
  clientId: z.string().min(1),
  /** The schema version the device's handlers were at when they recorded these writes. */
  release: z.number().int().positive(),
  mutations: z.array(mutationSchema).max(500),
})

export const pushOutcomeSchema = z.object({
  seq: z.number().int().positive(),
  outcome: z.enum(['applied', 'refused']),
  status: z.number().int(),
  code: z.string().optional(),
  message: z.string().optional(),
})
export type PushOutcome = z.infer<typeof pushOutcomeSchema>

export const pushResultSchema = z.object({
  lastSeq: z.number().int(),
  results: z.array(pushOutcomeSchema),
})

export const rowRefSchema = z.object({ table: z.string(), key: keySchema })
export type RowRef = z.infer<typeof rowRefSchema>

export const pullBodySchema = z.object({
  clientId: z.string().min(1),
  /** The version the device has applied up to; 0 for a first pull (a whole snapshot). */
  cookie: z.number().int().nonnegative(),
  /** Rows to send again as the server holds them (those a refused write touched). */
  refetch: z.array(rowRefSchema).max(5000).optional(),
})

/**
 * One change: a row to put (its key is the row's own), a key whose row is gone (`row` null), or,
 * with neither, a table emptied.
 */
export const rowChangeSchema = z.object({
  table: z.string(),
  key: keySchema.nullable(),
  row: z.unknown(),
})
export type RowChange = z.infer<typeof rowChangeSchema>

export const pullResultSchema = z.object({
  cookie: z.number().int().nonnegative(),
  /** True: `changes` is the whole of what the caller may read; the device drops the rest. */
  reset: z.boolean(),
  /** More changes wait after `cookie`: pull again. */
  more: z.boolean(),
  /** The last of this device's writes the server has taken (applied or refused). */
  lastSeq: z.number().int(),
  changes: z.array(rowChangeSchema),
})
