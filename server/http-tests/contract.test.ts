/**
 * The contract's rules the server must keep over HTTP beyond access (access.test.ts): a sample
 * of 400s naming the field and of 404s for missing ids, through the same handlers as the worker;
 * and what only the server adds (docs/api-contract-additions.md, server/http.ts): 413 for a body
 * over the limit, the security headers on every answer, no CORS, and the app's page for a
 * navigation to any screen, even one whose path is also an endpoint.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { call, inBatches, isEnvelope, signIn, type Reply } from './api'
import { createDatabase, startServer, stopServers, type RunningServer } from './server-process'

const MEGABYTE = 1024 * 1024

let server: RunningServer | undefined
let admin = ''

beforeAll(async () => {
  server = await startServer({ databaseUrl: await createDatabase('contract') })
  admin = (await signIn(server.url)).accessToken
})

afterAll(() => stopServers(server))

type Case = [method: string, path: string, body: unknown, expected: string]

const send = ([method, path, body]: Case, token = admin): Promise<Reply> =>
  call(server!.url, method, path, { token, body })

describe('the contract over HTTP', () => {
  it('answers 400 naming the field that failed', async () => {
    const cases: Case[] = [
      ['POST', '/jwt/login', { email: 'admin@demo.com' }, 'password'],
      ['POST', '/apps/todo/add-tasks', { task: {} }, 'task.title'],
      ['POST', '/apps/todo/add-tasks', { task: { title: 'x', tags: ['urgent'] } }, 'task.tags.0'],
      ['GET', '/apps/ecommerce/orders/abc', undefined, 'id'],
      ['GET', '/blog/list/data/detail', undefined, 'id'],
      ['POST', '/profile/post/comment', { postId: 1, comment: '' }, 'comment'],
    ]
    const replies = await inBatches(cases, 8, (sample) => send(sample))
    replies.forEach((reply, index) => {
      const [method, path, , field] = cases[index]!
      expect(reply.status, `${method} ${path}`).toBe(400)
      expect(isEnvelope(reply.body, 'bad_request') && reply.body.error.fields, path).toHaveProperty(
        [field],
      )
    })
    const malformed = await call(server!.url, 'POST', '/apps/todo/add-tasks', {
      token: admin,
      rawBody: '{oops',
    })
    expect(malformed.status).toBe(400)
    expect(isEnvelope(malformed.body, 'bad_request')).toBe(true)
  })

  it('answers 404 not_found for ids that do not exist', async () => {
    const cases: Case[] = [
      ['GET', '/api/invoice/invoices/99999', undefined, ''],
      ['GET', '/apps/ecommerce/orders/99999', undefined, ''],
      ['GET', '/blog/list/data/detail?id=99999', undefined, ''],
      ['POST', '/profile/post/like', { postId: 99999 }, ''],
      ['GET', '/card/card-statistics/no-such-card', undefined, ''],
      ['GET', '/api/no-such-endpoint', undefined, ''],
    ]
    const replies = await inBatches(cases, 8, (sample) => send(sample))
    const wrong = replies
      .map((reply, index) => ({ reply, label: cases[index]!.slice(0, 2).join(' ') }))
      .filter(({ reply }) => reply.status !== 404 || !isEnvelope(reply.body, 'not_found'))
      .map(({ reply, label }) => `${label}: ${reply.status}`)
    expect(wrong).toEqual([])
  })

  it('answers 413 payload_too_large for a body over the limit, and keeps serving', async () => {
    const huge = `{"pad":"${'x'.repeat(25 * MEGABYTE)}"}`
    const reply = await call(server!.url, 'POST', '/api/local-db/import', {
      token: admin,
      rawBody: huge,
    })
    expect(reply.status).toBe(413)
    expect(isEnvelope(reply.body, 'payload_too_large')).toBe(true)
    expect((await call(server!.url, 'GET', '/apps/todo/tasks', { token: admin })).status).toBe(200)
  })

  it('sends the security headers on every kind of answer, and CORS only where devices sync', async () => {
    const origin = { origin: 'https://elsewhere.example' }
    const sameOrigin = await Promise.all([
      call(server!.url, 'GET', '/apps/todo/tasks', { token: admin, headers: origin }),
      call(server!.url, 'GET', '/apps/todo/tasks', { headers: origin }),
      call(server!.url, 'OPTIONS', '/apps/todo/tasks', {
        headers: { ...origin, 'access-control-request-method': 'GET' },
      }),
      call(server!.url, 'GET', '/apps/calendar', { headers: { accept: 'text/html' } }),
      call(server!.url, 'GET', '/no-such-file.js'),
    ])
    // A device installed from elsewhere signs in and syncs here (connected mode).
    const crossOrigin = await Promise.all([
      call(server!.url, 'POST', '/jwt/login', { body: {}, headers: origin }),
      call(server!.url, 'OPTIONS', '/api/sync/push', {
        headers: { ...origin, 'access-control-request-method': 'POST' },
      }),
    ])
    for (const [index, { status, headers }] of [...sameOrigin, ...crossOrigin].entries()) {
      const label = `${index}: ${status}`
      expect(headers.get('content-security-policy'), label).toContain("frame-ancestors 'none'")
      expect(headers.get('content-security-policy'), label).toContain("default-src 'self'")
      expect(headers.get('x-content-type-options'), label).toBe('nosniff')
      expect(headers.get('x-frame-options'), label).toBe('DENY')
      expect(headers.get('access-control-allow-origin'), label).toBe(
        index < sameOrigin.length ? null : '*',
      )
    }
  })

  it('answers a navigation to any screen with the app, even where the path is an endpoint', async () => {
    const index = readFileSync(join(inject('distDir'), 'index.html'), 'utf8')
    const screens = ['/dashboards/analytics', '/apps/ecommerce/wishlist', '/apps/todo/tasks']
    for (const screen of screens) {
      const reply = await call<string>(server!.url, 'GET', screen, {
        headers: { accept: 'text/html,application/xhtml+xml' },
      })
      expect(reply.status, screen).toBe(200)
      expect(reply.headers.get('content-type'), screen).toContain('text/html')
      expect(reply.body, screen).toBe(index)
    }
  })
})
