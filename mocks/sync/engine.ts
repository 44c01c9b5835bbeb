/**
 * The device's sync: push the outbox, then pull, one cycle at a time. Started by a write (soon
 * after it commits), by the page (a poke from the server's stream, coming back online, "sync
 * now"), and by itself again after a failure, waiting longer each time up to half a minute.
 */
import { pullResultSchema, pushResultSchema, type SyncState } from '@/features/sync/sync.schema'
import { storage } from '@mocks/db/storage'
import { broadcastChange } from '@mocks/kernel/broadcast'
import { ApiError } from '@mocks/kernel/errors'
import type { Write } from '@mocks/kernel/route'
import { applyPull } from './apply'
import { connection, updateConnection } from './config'
import { postAs, SignInAgain, Unreachable } from './remote'
import {
  syncAccounts,
  syncOutbox,
  syncRefused,
  syncState,
  type OutboxRow,
  type SyncAccountRow,
  type SyncConfig,
} from './sync.table'

const BATCH = 100
/**
 * A push's writes, in JSON characters, well under the server's 25 MB body limit: a batch over it
 * would be refused whole, again and again. The first write goes alone whatever its size.
 */
export const PUSH_CHARACTERS = 4 * 1024 * 1024

export function withinPushSize<T>(entries: readonly T[]): T[] {
  const batch: T[] = []
  let size = 0
  for (const entry of entries) {
    size += JSON.stringify(entry).length
    if (batch.length > 0 && size > PUSH_CHARACTERS) break
    batch.push(entry)
  }
  return batch
}
const MAX_PAUSE_MS = 30_000

/** What this worker is doing now; `idle` reads as synced or waiting. */
let phase: 'idle' | 'syncing' | 'offline' | 'error' = 'idle'
let running: Promise<void> | null = null
/** A cycle asked for while one runs: it starts once that one is through. */
let queued: Promise<void> | null = null
let failures = 0
let timer: ReturnType<typeof setTimeout> | undefined

export function syncPhase(waiting: number): SyncState {
  if (!connection()) return 'local'
  if (phase !== 'idle') return phase
  return waiting > 0 ? 'waiting' : 'synced'
}

/**
 * A cycle that starts now, or right after the running one (which may have read the outbox before
 * the caller's write); resolves when it is through.
 */
export function syncNow(): Promise<void> {
  if (!running) {
    clearTimeout(timer)
    running = cycle().finally(() => {
      running = null
    })
    return running
  }
  queued ??= running.then(() => {
    queued = null
    return syncNow()
  })
  return queued
}

/**
 * The worker's memory of its sync dropped, as when the browser stops an idle worker: the next
 * cycle starts from the database alone. Waits for a cycle running to end.
 */
export async function forgetSync(): Promise<void> {
  clearTimeout(timer)
  await (queued ?? running)?.catch(() => undefined)
  phase = 'idle'
  failures = 0
}

export function syncSoon(delay = 150): void {
  if (!connection()) return
  clearTimeout(timer)
  timer = setTimeout(() => void syncNow(), delay)
}

const announce = () => broadcastChange(['syncState'])

async function cycle(): Promise<void> {
  const config = connection()
  if (!config) return
  phase = 'syncing'
  announce()
  try {
    await pushAll(config)
    await pullAll()
    phase = 'idle'
    failures = 0
    await storage().write(() =>
      updateConnection((kept) => {
        kept.lastSyncAt = new Date().toISOString()
        kept.lastError = null
      }),
    )
  } catch (error) {
    phase = error instanceof Unreachable ? 'offline' : 'error'
    const message = error instanceof Error ? error.message : String(error)
    await storage()
      .write(() => updateConnection((kept) => void (kept.lastError = message)))
      .catch(() => undefined)
    // Signing in again is the agent's to do; anything else is tried again, later each time.
    if (!(error instanceof SignInAgain)) {
      failures += 1
      const pause = Math.min(MAX_PAUSE_MS, 1000 * 2 ** (failures - 1)) * (0.75 + Math.random() / 2)
      timer = setTimeout(() => void syncNow(), pause)
    }
  } finally {
    announce()
  }
}

async function pushAll(config: SyncConfig): Promise<void> {
  for (const account of await syncAccounts().toArray()) {
    for (;;) {
      const entries = await syncOutbox()
        .where('userId')
        .equals(account.userId)
        .limit(BATCH)
        .toArray()
      if (entries.length === 0) break
      // One release per push: the server runs each with the handlers it has.
      const release = entries[0]!.release
      const batch = withinPushSize(entries.filter((entry) => entry.release === release))
      await pushBatch(config, account, batch, release)
    }
  }
}

async function pushBatch(
  config: SyncConfig,
  account: SyncAccountRow,
  entries: OutboxRow[],
  release: number,
): Promise<void> {
  const mutations = entries.map(({ seq, method, path, body, draws, at, before }) => ({
    seq: seq!,
    method,
    path,
    body,
    draws,
    at,
    ...(before ? { before } : {}),
  }))
  const push = { clientId: config.clientId, release, mutations }
  const answer = await postAs(config.server, account, '/api/sync/push', push, pushResultSchema)
  const bySeq = new Map(entries.map((entry) => [entry.seq!, entry]))
  const { tables } = await storage().write(async () => {
    const refetch: SyncConfig['refetch'] = []
    for (const result of answer.results) {
      const entry = bySeq.get(result.seq)
      if (!entry) continue
      await syncOutbox().delete(result.seq)
      if (result.outcome !== 'refused') continue
      await syncRefused().put({
        seq: result.seq,
        method: entry.method,
        path: entry.path,
        at: entry.at,
        status: result.status,
        code: result.code ?? `http_${result.status}`,
        message: result.message ?? 'Refused by the server',
      })
      for (const touched of entry.touched)
        if ('key' in touched) refetch.push({ table: touched.table, key: touched.key })
        else refetch.push(...(await wholeTable(touched.table)))
    }
    if (refetch.length > 0) await updateConnection((kept) => kept.refetch.push(...refetch))
  })
  broadcastChange(tables)
}

/** Every key of a table a refused write cleared, to be sent again. */
async function wholeTable(table: string) {
  const keys = await storage().table<unknown, unknown>(table).toCollection().primaryKeys()
  return keys.map((key) => ({ table, key }))
}

async function pullAll(): Promise<void> {
  for (let round = 0; round < 100; round += 1) {
    const config = await syncState().get('config')
    const active = config?.activeUser
    if (!config || active === null || active === undefined) return
    const account = await syncAccounts().get(active)
    if (!account) return
    const cookie = config.cookieUser === active ? config.cookie : 0
    const asked = {
      clientId: config.clientId,
      cookie,
      ...(config.refetch.length > 0 ? { refetch: config.refetch } : {}),
    }
    const pull = await postAs(config.server, account, '/api/sync/pull', asked, pullResultSchema)
    const { tables, advanced } = await applyPull(pull, active)
    broadcastChange(tables)
    if (!pull.more || !advanced) return
  }
}

/**
 * A connected device's reset: its shared data fetched afresh from the server (a first pull,
 * which replaces every shared table but for the rows writes still waiting touched). Answers once
 * it is done; a server out of reach is a 503, and the next sync does it.
 */
export async function refetchEverything(write: Write): Promise<void> {
  await write(() =>
    updateConnection((config) => {
      config.cookie = 0
      config.cookieUser = null
    }),
  )
  await syncNow()
  const config = await syncState().get('config')
  if (config && config.cookieUser === null)
    throw new ApiError(
      503,
      'server_unreachable',
      'The agency server cannot be reached: this device’s data is fetched afresh once it can',
    )
}
