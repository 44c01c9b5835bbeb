/**
 * The agency server's side of connected mode: a device registers (its number, hence its block of
 * ids), pushes its outbox, and pulls what changed. Push follows Replicache's server: each write
 * runs again through the same handlers, in its own transaction, with the device's draws replayed
 * and the device's last sequence number recorded in that same transaction, so a push repeated
 * after a crash or a lost answer skips what was taken and answers what it answered before.
 * These routes answer only where there is a change log (the server); on a device, 404.
 */
import { serverSyncEndpoints as api } from '@/features/sync/sync.endpoints'
import type { Mutation, PushOutcome } from '@/features/sync/sync.schema'
import { storage } from '@mocks/db/storage'
import { beginDraws } from '@mocks/kernel/draws'
import { ApiError, notFound } from '@mocks/kernel/errors'
import { withStatus } from '@mocks/kernel/reply'
import { route, type Session } from '@mocks/kernel/route'
import { currentRows, keepColleaguesChanges } from './merge'
import { pullFor } from './pull'
import { reasonOf, replay } from './replay'
import { syncClients, syncOutcomes, type SyncClientRow } from './sync.table'

function serverOnly() {
  if (!storage().changes()) throw notFound('Sync endpoint')
}

async function clientOf(clientId: string): Promise<SyncClientRow> {
  const client = await syncClients().get(clientId)
  if (!client)
    throw new ApiError(404, 'unknown_client', 'This device is not registered: connect it again')
  return client
}

const register = route(api.register, {
  access: 'signed-in',
  async handle() {
    serverOnly()
    const last = await syncClients().orderBy('deviceNo').last()
    const row: SyncClientRow = {
      clientId: crypto.randomUUID(),
      deviceNo: (last?.deviceNo ?? 0) + 1,
      createdAt: new Date().toISOString(),
      lastSeq: {},
    }
    await syncClients().add(row)
    return withStatus({ clientId: row.clientId, deviceNo: row.deviceNo }, 201)
  },
})

class Refused extends Error {
  constructor(readonly outcome: { status: number; code: string; message: string }) {
    super(outcome.message)
  }
}

/** Takes `seq` as the last write of this device and account. */
async function advance(clientId: string, userId: number, seq: number) {
  await syncClients().update(clientId, (row) => {
    row.lastSeq = { ...row.lastSeq, [String(userId)]: seq }
  })
}

/** The last write taken from this device for this account. */
const lastOf = (client: SyncClientRow, session: Session) =>
  client.lastSeq[String(session.userId)] ?? 0

/**
 * Runs one write again; answers its outcome once it is committed (applied or refused). Whether it
 * was taken already is read inside the same transaction that takes it: of two pushes racing with
 * the same write (a device that gave up waiting and pushed again), one applies it and the other,
 * run again after losing the race, finds it taken.
 */
async function pushOne(
  clientId: string,
  session: Session,
  mutation: Mutation,
  origin: string,
): Promise<PushOutcome> {
  const { value } = await storage()
    .write(async () => {
      if (mutation.seq <= lastOf(await clientOf(clientId), session))
        return earlierOutcome(clientId, mutation.seq)
      beginDraws(mutation.draws)
      const before = await currentRows(mutation.before)
      const response = await replay(mutation, session.token, origin)
      // Nothing is decided (the database out of reach, the token just expired): the device
      // pushes again later.
      if (response.status === 503 || response.status === 401)
        throw new ApiError(response.status, 'not_now', 'The write could not be run now: push again')
      if (response.status >= 400)
        throw new Refused({ status: response.status, ...(await reasonOf(response)) })
      await keepColleaguesChanges(before)
      await advance(clientId, session.userId, mutation.seq)
      return { seq: mutation.seq, outcome: 'applied' as const, status: response.status }
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof Refused)) throw error
      // Its writes rolled back; the refusal and the sequence number commit together.
      const refused = await storage().write(async () => {
        if (mutation.seq <= lastOf(await clientOf(clientId), session))
          return earlierOutcome(clientId, mutation.seq)
        await syncOutcomes().put({ clientId, seq: mutation.seq, ...error.outcome })
        await advance(clientId, session.userId, mutation.seq)
        return { seq: mutation.seq, outcome: 'refused' as const, ...error.outcome }
      })
      return refused
    })
  return value
}

/** What was answered for a write taken before: its refusal, or applied. */
async function earlierOutcome(clientId: string, seq: number): Promise<PushOutcome> {
  const refused = await syncOutcomes().get([clientId, seq])
  if (!refused) return { seq, outcome: 'applied', status: 200 }
  const { status, code, message } = refused
  return { seq, outcome: 'refused', status, code, message }
}

const push = route(api.push, {
  access: 'signed-in',
  // Each write is its own transaction (a refused one must not undo those before it).
  transaction: 'manual',
  async handle({ body, session, url }) {
    serverOnly()
    const results: PushOutcome[] = []
    await clientOf(body.clientId)
    for (const mutation of [...body.mutations].sort((a, b) => a.seq - b.seq))
      results.push(await pushOne(body.clientId, session, mutation, url.origin))
    return { lastSeq: lastOf(await clientOf(body.clientId), session), results }
  },
})

const pull = route(api.pull, {
  access: 'signed-in',
  // One snapshot: the rows and the version they are at agree.
  transaction: 'manual',
  async handle({ body, session }) {
    serverOnly()
    return storage().read(async () => {
      const client = await clientOf(body.clientId)
      const pulled = await pullFor(session, body.cookie, body.refetch ?? [])
      return { ...pulled, lastSeq: lastOf(client, session) }
    })
  },
})

export const serverSyncRoutes = [register, push, pull]
