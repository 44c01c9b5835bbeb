import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import { signInColleague } from '@mocks/test/colleague'
import {
  apiKeysAnswerSchema,
  createdApiKeySchema,
  revokedApiKeySchema,
  type ApiKey,
  type CreatedApiKey,
} from '@/features/api-keys/api-keys.schema'
import { sha256Hex } from './api-keys.secret'
import { apiKeys } from './api-keys.table'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const admin = async () => (await signIn()).accessToken

/** A second colleague with the API-key ability, signed in: each account has its own keys. */
const colleague = () => signInColleague('ApiKey')

const list = async (token: string): Promise<ApiKey[]> => {
  const result = await call('GET', '/api-keys/data', { token })
  expect(result.status).toBe(200)
  return apiKeysAnswerSchema.parse(result.body).apiKeys
}
const create = <T = ErrorBody>(token: string | null, body: unknown) =>
  call<T>('POST', '/api-keys/create', { token, body })
const revoke = <T = ErrorBody>(token: string | null, body: unknown) =>
  call<T>('DELETE', '/api-keys/revoke', { token, body })

describe('GET /api-keys/data', () => {
  it('answers the admin’s two seeded keys, newest first, with no secret or hash', async () => {
    const result = await call('GET', '/api-keys/data', { token: await admin() })
    expect(result.status).toBe(200)
    expect(JSON.stringify(result.body)).not.toMatch(/hash|secret|userId/i)
    expect(apiKeysAnswerSchema.parse(result.body).apiKeys).toEqual([
      {
        id: 2,
        name: 'Claims portal',
        scopes: ['claims:read', 'claims:write'],
        createdAt: '2025-06-18T14:40:00.000Z',
        lastFour: 'OJH5',
      },
      {
        id: 1,
        name: 'Zapier sync',
        scopes: ['clients:read', 'policies:read'],
        createdAt: '2025-03-04T10:15:00.000Z',
        lastFour: 'aOCz',
      },
    ])
  })

  it('answers another account’s own keys only (none yet)', async () => {
    expect(await list(await colleague())).toEqual([])
  })
})

describe('POST /api-keys/create', () => {
  it('answers 201 with the key and its secret once; stores only the hash and last four', async () => {
    const token = await admin()
    const created = await create<CreatedApiKey>(token, {
      name: '  Website quotes  ',
      scopes: ['policies:write', 'clients:read', 'policies:write'],
    })
    expect(created.status).toBe(201)
    const { apiKey, secret } = createdApiKeySchema.parse(created.body)
    expect(apiKey).toMatchObject({
      id: 3,
      name: 'Website quotes',
      // Each scope once, in the catalogue's order.
      scopes: ['clients:read', 'policies:write'],
      lastFour: secret.slice(-4),
    })
    expect(Date.now() - Date.parse(apiKey.createdAt)).toBeLessThan(60_000)

    const stored = await apiKeys().get(3)
    expect(stored?.hash).toBe(await sha256Hex(secret))
    expect(JSON.stringify(stored)).not.toContain(secret)
    const listed = await list(token)
    expect(listed[0]).toEqual(apiKey)
    expect(JSON.stringify(listed)).not.toContain(secret)

    // Every key gets a secret of its own.
    const other = await create<CreatedApiKey>(token, { name: 'Second', scopes: ['claims:read'] })
    expect(other.body.secret).not.toBe(secret)
  })

  it('keeps each account’s keys apart; a name is unique per account only', async () => {
    const [mine, theirs] = [await admin(), await colleague()]
    const created = await create<CreatedApiKey>(theirs, {
      name: 'Zapier sync',
      scopes: ['clients:write'],
    })
    expect(created.status).toBe(201)
    expect((await list(theirs)).map((key) => key.name)).toEqual(['Zapier sync'])
    expect((await list(mine)).map((key) => key.id)).toEqual([2, 1])
  })

  it('answers 400 naming the field for an empty, long or taken name, or a bad scope list', async () => {
    const token = await admin()
    const cases: [unknown, string][] = [
      [{ name: '', scopes: ['claims:read'] }, 'name'],
      [{ name: '   ', scopes: ['claims:read'] }, 'name'],
      [{ name: 'x'.repeat(61), scopes: ['claims:read'] }, 'name'],
      [{ name: 42, scopes: ['claims:read'] }, 'name'],
      [{ scopes: ['claims:read'] }, 'name'],
      [{ name: 'zapier SYNC', scopes: ['claims:read'] }, 'name'],
      [{ name: 'New', scopes: [] }, 'scopes'],
      [{ name: 'New', scopes: ['claims:read', 'admin:all'] }, 'scopes.1'],
      [{ name: 'New', scopes: 'claims:read' }, 'scopes'],
      [{ name: 'New' }, 'scopes'],
      [{ name: 'New', scopes: ['claims:read'], secret: 'mine' }, 'body'],
    ]
    for (const [body, field] of cases) {
      const refused = await create(token, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.error.code).toBe('bad_request')
      expect(refused.body.error.fields, JSON.stringify(body)).toHaveProperty([field])
    }
    expect(
      (await create(token, { name: 'Zapier sync', scopes: ['claims:read'] })).body.error.fields,
    ).toEqual({ name: 'You already have a key with this name' })
    expect((await list(token)).map((key) => key.id)).toEqual([2, 1])
  })
})

describe('DELETE /api-keys/revoke', () => {
  it('removes the caller’s key for good, by body or query', async () => {
    const token = await admin()
    const revoked = await revoke<{ apiKey: ApiKey }>(token, { id: 1 })
    expect(revoked.status).toBe(200)
    expect(revokedApiKeySchema.parse(revoked.body).apiKey).toMatchObject({
      id: 1,
      lastFour: 'aOCz',
    })
    expect(await apiKeys().get(1)).toBeUndefined()
    const byQuery = await call('DELETE', '/api-keys/revoke', { token, query: { id: '2' } })
    expect(byQuery.status).toBe(200)
    expect(await list(token)).toEqual([])
    expect((await revoke(token, { id: 1 })).status).toBe(404)
  })

  it('answers 404 for an unknown key or another account’s, and 400 for a bad id', async () => {
    const [mine, theirs] = [await admin(), await colleague()]
    for (const id of [1, 2, 99]) {
      const refused = await revoke(theirs, { id })
      expect(refused.status, String(id)).toBe(404)
      expect(refused.body.error).toMatchObject({ code: 'not_found', message: 'API key not found' })
    }
    expect(await list(mine)).toHaveLength(2)
    for (const body of [{ id: 'one' }, { id: -1 }, { id: 1.5 }, {}]) {
      const refused = await revoke(mine, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.error.fields).toHaveProperty('id')
    }
  })
})

describe('access', () => {
  it('answers 403 to the client and 401 without a token, on every endpoint, changing nothing', async () => {
    const { accessToken } = await signIn('client@demo.com', 'client')
    const attempts = [
      ['GET', '/api-keys/data', undefined],
      ['POST', '/api-keys/create', { name: 'Mine', scopes: ['claims:read'] }],
      ['DELETE', '/api-keys/revoke', { id: 1 }],
    ] as const
    for (const [method, path, body] of attempts) {
      const refused = await call<ErrorBody>(method, path, { token: accessToken, body })
      expect(refused.status, path).toBe(403)
      expect(refused.body.error.code).toBe('forbidden')
      expect((await call(method, path, { body })).status, path).toBe(401)
    }
    expect(await list(await admin())).toHaveLength(2)
    expect(await apiKeys().count()).toBe(2)
  })
})
