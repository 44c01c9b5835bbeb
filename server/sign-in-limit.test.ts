/**
 * The server's limit on failed sign-ins, through its HTTP face in-process (Hono's `request`):
 * five wrong passwords for one account from one address, then 429 with Retry-After, even for the
 * right password; another address, or another account, is not held back; a success clears the
 * count. The count lives in PostgreSQL (PGlite here), so every server process shares it.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureSeeded } from '@mocks/db/seed'
import { dataRegistry } from '@mocks/handlers'
import { freshDatabase } from '@mocks/test/api'
import { createApp } from './http'
import { jsonLog } from './log'
import { FAILURES, postgresSignInLimit, SIGN_IN_LIMIT_DDL } from './sign-in-limit'

let pglite: PGlite
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  await freshDatabase()
  await ensureSeeded(dataRegistry)
  pglite = new PGlite()
  await pglite.query(SIGN_IN_LIMIT_DDL)
  // The limit asks only `query` of its pool, which PGlite answers alike.
  const pool = pglite as unknown as Pool
  app = createApp({
    distDir: mkdtempSync(join(tmpdir(), 'corredor-dist-')),
    log: jsonLog(() => {}),
    signInLimit: postgresSignInLimit(pool),
  })
}, 120_000)
afterAll(() => pglite.close())

const signIn = (email: string, password: string, address = '10.0.0.1') =>
  app.request(
    '/jwt/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: address, remoteFamily: 'IPv4' } } },
  )

describe('failed sign-ins', () => {
  it('holds one account back at one address after five failures, even with the right password', async () => {
    for (let i = 0; i < FAILURES; i++)
      expect((await signIn('client@demo.com', 'wrong')).status).toBe(400)
    const held = await signIn('client@demo.com', 'client')
    expect(held.status).toBe(429)
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await held.json()).toMatchObject({ error: { code: 'too_many_requests' } })
    // Another address, another account: not held back.
    expect((await signIn('client@demo.com', 'client', '10.0.0.2')).status).toBe(200)
    expect((await signIn('admin@demo.com', 'admin')).status).toBe(200)
    expect((await signIn('client@demo.com', 'client')).status).toBe(429)
  })

  it('forgets the failures of an account after it signs in', async () => {
    for (let i = 0; i < FAILURES - 1; i++) await signIn('admin@demo.com', 'wrong', '10.0.0.3')
    expect((await signIn('admin@demo.com', 'admin', '10.0.0.3')).status).toBe(200)
    for (let i = 0; i < FAILURES - 1; i++) await signIn('admin@demo.com', 'wrong', '10.0.0.3')
    expect((await signIn('admin@demo.com', 'admin', '10.0.0.3')).status).toBe(200)
  })
})
