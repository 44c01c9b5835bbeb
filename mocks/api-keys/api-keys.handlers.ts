/**
 * The caller's API keys: listed, made (the secret answered once; only its hash and last four
 * characters stored) and revoked. Each reads and writes the caller's keys only: another user's
 * key is as unknown as one that never existed.
 */
import { now } from '@mocks/kernel/draws'
import { badRequest, notFound } from '@mocks/kernel/errors'
import { withStatus } from '@mocks/kernel/reply'
import { route } from '@mocks/kernel/route'
import { nextId } from '@mocks/kernel/write'
import { apiKeysEndpoints as api } from '@/features/api-keys/api-keys.endpoints'
import { NAME_TAKEN } from '@/features/api-keys/api-keys.schema'
import { newSecret, sha256Hex } from './api-keys.secret'
import { apiKeyView, apiKeys, keysOf, type ApiKeyRow } from './api-keys.table'

const list = route(api.list, {
  async handle({ session }) {
    return { apiKeys: (await keysOf(session.userId)).map(apiKeyView) }
  },
})

const create = route(api.create, {
  // Hashing awaits WebCrypto, which would end a transaction: the write goes in write().
  transaction: 'manual',
  async handle({ body, session, write }) {
    const secret = newSecret()
    const hash = await sha256Hex(secret)
    const row = await write(async () => {
      // The name's uniqueness is read where the key is written, so two requests cannot both pass.
      const mine = await keysOf(session.userId)
      const name = body.name.toLocaleLowerCase()
      if (mine.some((key) => key.name.toLocaleLowerCase() === name))
        throw badRequest(NAME_TAKEN, { name: NAME_TAKEN })
      const added: ApiKeyRow = {
        id: await nextId(apiKeys()),
        userId: session.userId,
        name: body.name,
        scopes: body.scopes,
        createdAt: now().toISOString(),
        lastFour: secret.slice(-4),
        hash,
      }
      await apiKeys().add(added)
      return added
    })
    return withStatus({ apiKey: apiKeyView(row), secret }, 201)
  },
})

const revoke = route(api.revoke, {
  async handle({ body, session }) {
    const row = await apiKeys().get(body.id)
    // Another user's key answers as an unknown one: it does not reveal that the key exists.
    if (!row || row.userId !== session.userId) throw notFound('API key')
    await apiKeys().delete(row.id)
    return { apiKey: apiKeyView(row) }
  },
})

export const apiKeysRoutes = [list, create, revoke]
