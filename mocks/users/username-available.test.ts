import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import { usernameCheckSchema } from '@/features/users/users.schema'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const PATH = '/api/users/username-available'
const admin = async () => (await signIn()).accessToken

async function check(query: Record<string, string>) {
  const result = await call('GET', PATH, { token: await admin(), query })
  expect(result.status, JSON.stringify(query)).toBe(200)
  return usernameCheckSchema.parse(result.body)
}

describe('GET /api/users/username-available', () => {
  it('finds a seeded username taken whatever its case, and a new one free', async () => {
    expect(await check({ username: 'johndoe' })).toEqual({ username: 'johndoe', available: false })
    expect((await check({ username: 'Lucia.Fernandez' })).available).toBe(false)
    expect(await check({ username: 'ana.beltran' })).toEqual({
      username: 'ana.beltran',
      available: true,
    })
  })

  it('leaves out the record being edited (exceptId), not the others', async () => {
    expect((await check({ username: 'johndoe', exceptId: '1' })).available).toBe(true)
    expect((await check({ username: 'johndoe', exceptId: '2' })).available).toBe(false)
  })

  it('sees a user added a moment ago', async () => {
    const token = await admin()
    const user = {
      fullName: 'Ana Beltrán',
      username: 'ana.beltran',
      email: 'ana.beltran@example.com',
      company: 'Beltrán Seguros',
      country: 'Spain',
      contact: '+34 600 111 222',
      role: 'editor',
      currentPlan: 'team',
      billing: 'Auto Debit',
    }
    expect((await call('POST', '/apps/users/add-user', { token, body: { user } })).status).toBe(201)
    expect((await check({ username: 'ANA.BELTRAN' })).available).toBe(false)
  })

  it.each([
    ['missing', {}],
    ['too short', { username: 'ab' }],
    ['with a space', { username: 'ana beltran' }],
    ['too long', { username: 'a'.repeat(41) }],
  ])('refuses a username %s with a 400 naming it', async (_case, query) => {
    const result = await call<ErrorBody>('GET', PATH, { token: await admin(), query })
    expect(result.status).toBe(400)
    expect(result.body.error.fields).toHaveProperty('username')
  })

  it('refuses a bad exceptId, and the client (403) and no token (401)', async () => {
    const token = await admin()
    const bad = await call<ErrorBody>('GET', PATH, {
      token,
      query: { username: 'ana', exceptId: 'x' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toHaveProperty('exceptId')
    const client = (await signIn('client@demo.com', 'client')).accessToken
    expect((await call('GET', PATH, { token: client, query: { username: 'ana' } })).status).toBe(
      403,
    )
    expect((await call('GET', PATH, { token: null, query: { username: 'ana' } })).status).toBe(401)
  })
})
