/**
 * The device's own sync endpoints: its state, connecting it to an agency server (an admin's
 * doing), a cycle now, disconnecting, and dismissing a refused write once read. Answered by the
 * worker only: on the server, 404.
 */
import { deviceSyncEndpoints as api } from '@/features/sync/sync.endpoints'
import { sessionSchema } from '@/features/auth/auth.schema'
import { pullResultSchema, registerResultSchema } from '@/features/sync/sync.schema'
import { authUsers, credentials, sessions } from '@mocks/auth/auth.table'
import { startSession } from '@mocks/auth/session'
import { broadcastChange } from '@mocks/kernel/broadcast'
import { storage } from '@mocks/db/storage'
import { ApiError, notFound } from '@mocks/kernel/errors'
import { route } from '@mocks/kernel/route'
import { adoptAccount } from './accounts'
import { applyPull } from './apply'
import { connection, saveConnection } from './config'
import { syncNow } from './engine'
import { askServer, Unreachable } from './remote'
import { sharedTables } from './scope'
import { statusOf } from './status'
import { syncAccounts, syncOutbox, syncRefused } from './sync.table'

function deviceOnly() {
  if (storage().shared()) throw notFound('Device sync endpoint')
}

const status = route(api.status, {
  access: 'signed-in',
  handle() {
    deviceOnly()
    return statusOf()
  },
})

const connect = route(api.connect, {
  access: ['manage', 'all'],
  // Talking to the server awaits the network, which would end a transaction.
  transaction: 'manual',
  async handle({ body, write }) {
    deviceOnly()
    if (connection())
      throw new ApiError(409, 'already_connected', 'This device is connected already')
    const server = new URL(body.server).origin
    try {
      const payload = await askServer(server, '/jwt/login', body, sessionSchema)
      const token = payload.accessToken
      const { clientId, deviceNo } = await askServer(
        server,
        '/api/sync/register',
        {},
        registerResultSchema,
        token,
      )
      const first = await askServer(
        server,
        '/api/sync/pull',
        { clientId, cookie: 0 },
        pullResultSchema,
        token,
      )
      // The device's own accounts and queue give way to the server's.
      await write(async () => {
        for (const table of [
          authUsers(),
          credentials(),
          sessions(),
          syncAccounts(),
          syncOutbox(),
          syncRefused(),
        ])
          await table.clear()
        await saveConnection({
          key: 'config',
          server,
          clientId,
          deviceNo,
          cookie: 0,
          cookieUser: null,
          activeUser: null,
          lastSyncAt: null,
          lastError: null,
          refetch: [],
        })
      })
      const user = await adoptAccount(payload, body.password, write)
      await applyPull(first, user.id)
      broadcastChange(sharedTables())
      return { status: await statusOf(), ...(await startSession(user, write)) }
    } catch (error) {
      // The address the admin typed leads nowhere (or the device is offline): theirs to change.
      if (error instanceof Unreachable)
        throw new ApiError(400, 'server_unreachable', error.message, { server: error.message })
      throw error
    }
  },
})

const now = route(api.now, {
  access: 'signed-in',
  // A cycle talks to the server: no transaction around it.
  transaction: 'manual',
  async handle() {
    deviceOnly()
    await syncNow()
    return statusOf()
  },
})

const disconnect = route(api.disconnect, {
  access: ['manage', 'all'],
  async handle({ body }) {
    deviceOnly()
    const waiting = await syncOutbox().count()
    if (waiting > 0 && body.discard !== true)
      throw new ApiError(409, 'outbox_not_empty', `${waiting} changes still wait to be pushed`)
    for (const table of [syncOutbox(), syncRefused(), syncAccounts()]) await table.clear()
    await saveConnection(null)
    return { ok: true as const }
  },
})

const dismissRefused = route(api.dismissRefused, {
  access: 'signed-in',
  async handle({ body }) {
    deviceOnly()
    await syncRefused().delete(body.seq)
    return { ok: true as const }
  },
})

export const deviceSyncRoutes = [status, connect, now, disconnect, dismissRefused]
