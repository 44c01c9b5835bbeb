import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BASE_URL, freshDatabase, signIn } from '@mocks/test/api'
import { CHANNEL_NAME, type ChangeMessage } from '@/shared/contract/channel'
import { endpoint } from '@/shared/contract/endpoint'
import { idInput, manyOf, positiveInt } from './parse'
import { meta } from '../db/database'
import { serve } from './app'
import { route } from './route'

const adminOnly = endpoint({
  method: 'GET',
  path: '/test/admin-only',
  query: z.object({
    page: positiveInt.optional(),
    kinds: manyOf(z.enum(['a', 'b'])).optional(),
  }),
  response: z.object({ query: z.unknown(), userId: z.number() }),
})
const item = endpoint({
  method: 'DELETE',
  path: '/test/item',
  body: z.object({ id: idInput }),
  response: z.object({ deleted: z.number() }),
})

const { handlers: probe } = serve([
  {
    id: 'probe',
    access: 'signed-in',
    routes: [
      route(adminOnly, {
        access: ['manage', 'all'],
        handle: ({ query, session }) => ({ query, userId: session.userId }),
      }),
      route(item, {
        async handle({ body }) {
          await meta().put({ key: 'probe', value: body.id })
          return { deleted: body.id }
        },
      }),
    ],
  },
])

interface ProbeBody {
  error?: { code: string; message: string; fields?: Record<string, string> }
  query?: unknown
  deleted?: number
}

async function hit(method: string, path: string, token?: string, body?: unknown) {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (token) headers.set('authorization', `Bearer ${token}`)
  const request = new Request(new URL(path, BASE_URL), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = (await getResponse(probe, request, { baseUrl: BASE_URL, quiet: true }))!
  return { status: response.status, body: (await response.json()) as ProbeBody }
}

beforeEach(freshDatabase)

describe('route()', () => {
  it('answers 403 with the envelope when the ability is missing', async () => {
    const client = await signIn('client@demo.com', 'client')
    const result = await hit('GET', '/test/admin-only', client.accessToken)
    expect(result).toEqual({
      status: 403,
      body: { error: { code: 'forbidden', message: 'You are not allowed to do this' } },
    })
    const admin = await signIn()
    expect((await hit('GET', '/test/admin-only', admin.accessToken)).status).toBe(200)
  })

  it('parses repeated and bracketed query arrays and positive integers', async () => {
    const { accessToken } = await signIn()
    const ok = await hit('GET', '/test/admin-only?page=2&kinds=a&kinds[]=b', accessToken)
    expect(ok.body.query).toEqual({ page: 2, kinds: ['a', 'b'] })
    const cases = [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['kinds=c', 'kinds.0'],
    ] as const
    for (const [search, field] of cases) {
      const result = await hit('GET', `/test/admin-only?${search}`, accessToken)
      expect(result.status, search).toBe(400)
      expect(Object.keys(result.body.error?.fields ?? {}), search).toEqual([field])
    }
  })

  it('takes a DELETE target from the body or the query, and broadcasts the write', async () => {
    const { accessToken } = await signIn()
    const channel = new BroadcastChannel(CHANNEL_NAME)
    const received = new Promise<ChangeMessage>((resolve) => {
      channel.onmessage = (event: MessageEvent<ChangeMessage>) => resolve(event.data)
    })
    expect((await hit('DELETE', '/test/item', accessToken, { id: 7 })).body).toEqual({ deleted: 7 })
    expect(await received).toEqual({ type: 'tables-changed', tables: ['meta'] })
    channel.close()
    expect((await hit('DELETE', '/test/item?id=8', accessToken)).body).toEqual({ deleted: 8 })
    expect((await hit('DELETE', '/test/item?id=x', accessToken)).status).toBe(400)
    expect((await hit('DELETE', '/test/item', accessToken, { id: 'x' })).status).toBe(400)
  })
})
