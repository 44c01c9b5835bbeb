import { SignJWT } from 'jose'
import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'

beforeEach(freshDatabase)

describe('POST /jwt/login', () => {
  it('signs the admin in with user data, tokens and no password', async () => {
    const { status, body } = await call<Record<string, never>>('POST', '/jwt/login', {
      body: { email: 'admin@demo.com', password: 'admin' },
    })
    expect(status).toBe(200)
    expect(body.userData).toMatchObject({
      id: 1,
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 2 }, // the seeded cart holds two products
    })
    expect(JSON.stringify(body)).not.toMatch(/password|hash|salt/i)
    expect(String(body.accessToken).split('.')).toHaveLength(3)
  })

  it('gives the client its two abilities', async () => {
    const session = await signIn('client@demo.com', 'client')
    expect(session.userData).toMatchObject({
      role: 'client',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'manage', subject: 'Auth' },
      ],
    })
  })

  it.each([
    ['wrong password', { email: 'admin@demo.com', password: 'nope' }],
    ['unknown email', { email: 'ghost@demo.com', password: 'admin' }],
  ])('rejects a %s with the contract message on email', async (_case, body) => {
    const result = await call('POST', '/jwt/login', { body })
    expect(result.status).toBe(400)
    expect(result.body).toEqual({
      error: {
        code: 'invalid_credentials',
        message: 'Email or Password is Invalid',
        fields: { email: 'Email or Password is Invalid' },
      },
    })
  })

  it('answers 400 naming the field for missing or mistyped fields', async () => {
    const missing = await call<{ error: { fields: object } }>('POST', '/jwt/login', {
      body: { email: 'admin@demo.com' },
    })
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields).toHaveProperty('password')
    const typed = await call<{ error: { fields: object } }>('POST', '/jwt/login', {
      body: { email: 42, password: 'admin' },
    })
    expect(typed.status).toBe(400)
    expect(typed.body.error.fields).toHaveProperty('email')
  })

  it('answers 400 for a body that is not JSON', async () => {
    const result = await call<{ error: { code: string } }>('POST', '/jwt/login', {
      rawBody: '{nope',
    })
    expect(result.status).toBe(400)
    expect(result.body.error.code).toBe('bad_request')
  })
})

describe('POST /jwt/register', () => {
  const fresh = { username: 'newagent', email: 'New.Agent@demo.com', password: 'secret12' }

  it('creates a client user, signs it in, and lets it log in later', async () => {
    const { status, body } = await call<Record<string, never>>('POST', '/jwt/register', {
      body: fresh,
    })
    expect(status).toBe(200)
    expect(body.userData).toMatchObject({ id: 3, role: 'client', email: 'new.agent@demo.com' })
    expect(body.accessToken).toBeTruthy()
    const again = await signIn('new.agent@demo.com', 'secret12')
    expect(again.userData.id).toBe(3)
  })

  it('reports a taken email and username with 200 and creates nothing', async () => {
    const result = await call('POST', '/jwt/register', {
      body: { username: 'JohnDoe', email: 'admin@demo.com', password: 'secret12' },
    })
    expect(result).toEqual({
      status: 200,
      body: {
        error: {
          email: 'This email is already in use.',
          username: 'This username is already in use.',
        },
      },
    })
    const onlyName = await call('POST', '/jwt/register', {
      body: { username: 'janedoe', email: 'other@demo.com', password: 'secret12' },
    })
    expect(onlyName.body).toEqual({
      error: { email: null, username: 'This username is already in use.' },
    })
  })

  it('rejects an invalid email, short password and missing username with 400', async () => {
    const result = await call<{ error: { fields: object } }>('POST', '/jwt/register', {
      body: { email: 'not-an-email', password: '1' },
    })
    expect(result.status).toBe(400)
    expect(Object.keys(result.body.error.fields).sort()).toEqual(['email', 'password', 'username'])
  })
})

describe('token refresh and logout', () => {
  it('rotates the refresh token: the old one stops working', async () => {
    const session = await signIn()
    const first = await call<{ accessToken: string; refreshToken: string }>(
      'POST',
      '/jwt/refresh-token',
      {
        body: { refreshToken: session.refreshToken },
      },
    )
    expect(first.status).toBe(200)
    expect(first.body.accessToken).toBeTruthy()
    const reused = await call('POST', '/jwt/refresh-token', {
      body: { refreshToken: session.refreshToken },
    })
    expect(reused.status).toBe(401)
    expect(reused.body).toMatchObject({
      error: { code: 'unauthorized', message: 'Invalid refresh token' },
    })
    const next = await call('POST', '/jwt/refresh-token', {
      body: { refreshToken: first.body.refreshToken },
    })
    expect(next.status).toBe(200)
  })

  it('rejects an access token used as a refresh token, and garbage', async () => {
    const session = await signIn()
    for (const refreshToken of [session.accessToken, 'garbage']) {
      const result = await call('POST', '/jwt/refresh-token', { body: { refreshToken } })
      expect(result.status).toBe(401)
    }
    expect((await call('POST', '/jwt/refresh-token', { body: {} })).status).toBe(400)
  })

  it('logout revokes the named refresh token and needs a bearer', async () => {
    const session = await signIn()
    expect(
      (await call('POST', '/jwt/logout', { body: { refreshToken: session.refreshToken } })).status,
    ).toBe(401)
    const out = await call('POST', '/jwt/logout', {
      token: session.accessToken,
      body: { refreshToken: session.refreshToken },
    })
    expect(out.status).toBe(200)
    const after = await call('POST', '/jwt/refresh-token', {
      body: { refreshToken: session.refreshToken },
    })
    expect(after.status).toBe(401)
  })
})

describe('bearer verification', () => {
  const protectedCall = (token: string | null) => call('GET', '/api/local-db/stats', { token })

  it('accepts a real token', async () => {
    expect((await protectedCall((await signIn()).accessToken)).status).toBe(200)
  })

  it('rejects missing, malformed, forged and expired tokens with 401', async () => {
    const forgedKey = new TextEncoder().encode('x'.repeat(32))
    const claims = {
      sub: '1',
      typ: 'access',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
    }
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('10m')
      .sign(forgedKey)
    const session = await signIn()
    const [header, payload] = session.accessToken.split('.')
    const expiredPayload = btoa(JSON.stringify({ ...claims, exp: 1, iat: 0 })).replace(/=+$/, '')
    for (const token of [
      null,
      'not-a-jwt',
      forged,
      `${header}.${expiredPayload}.sig`,
      `${header}.${payload}.`,
    ]) {
      const result = await protectedCall(token)
      expect(result.status).toBe(401)
      expect(result.body).toMatchObject({ error: { code: 'unauthorized' } })
    }
  })
})
