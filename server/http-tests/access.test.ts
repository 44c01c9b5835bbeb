/**
 * Deny by default, over real HTTP: every endpoint the handlers register (the registry
 * mocks/access.test.ts walks over the worker's dispatch) answered by the server process. Without
 * a token: 401 and the error envelope, except the public sign-in, registration and refresh; with
 * the client's token: 403 wherever its rules deny the route; with the admin's: never 403, and no
 * 5xx even for an empty request (real PostgreSQL under every handler). A route the server failed
 * to mount, or a middleware that answered before the kernel, shows up here and not in the worker.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { can, type AbilityRule } from '@/shared/contract/ability'
import { routes } from '@mocks/handlers'
import type { Access } from '@mocks/kernel/route'
import { call, inBatches, isEnvelope, signIn } from './api'
import { createDatabase, startServer, stopServers, type RunningServer } from './server-process'

const endpoints = routes.map((entry) => ({
  method: entry.method,
  access: entry.access,
  target: entry.path.replace(/:\w+/g, '1'),
  label: `${entry.method} ${entry.path}`,
  body: entry.method === 'GET' ? undefined : {},
}))
type Endpoint = (typeof endpoints)[number]

const denies = (rules: readonly AbilityRule[], access: Access | undefined) =>
  access !== 'public' && access !== 'signed-in' && !!access && !can(rules, access[0], access[1])

let server: RunningServer | undefined
let client = { token: '', rules: [] as AbilityRule[] }

beforeAll(async () => {
  server = await startServer({ databaseUrl: await createDatabase('access') })
  const session = await signIn(server.url, 'client@demo.com', 'client')
  client = { token: session.accessToken, rules: session.userData.ability }
})

afterAll(() => stopServers(server))

/** Each endpoint called once; the labels of those whose answer `wrong` rejects. */
async function misfits(
  list: readonly Endpoint[],
  token: string | undefined,
  wrong: (status: number, body: unknown) => boolean,
): Promise<string[]> {
  const found = await inBatches(list, 16, async (endpoint) => {
    const reply = await call(server!.url, endpoint.method, endpoint.target, {
      token,
      body: endpoint.body,
    })
    return wrong(reply.status, reply.body) ? `${endpoint.label}: ${reply.status}` : null
  })
  return found.filter((label) => label !== null)
}

describe('every registered endpoint over HTTP', () => {
  it('registers the whole contract (a sanity check on the enumeration)', () => {
    expect(endpoints.length).toBeGreaterThan(100)
  })

  it('answers 401 and the envelope without a token, except the public ones', async () => {
    const guarded = endpoints.filter((endpoint) => endpoint.access !== 'public')
    const wrong = await misfits(
      guarded,
      undefined,
      (status, body) => status !== 401 || !isEnvelope(body, 'unauthorized'),
    )
    expect(wrong).toEqual([])
    const open = endpoints.filter((endpoint) => endpoint.access === 'public')
    expect(open.map((endpoint) => endpoint.label).sort()).toEqual([
      'POST /jwt/login',
      'POST /jwt/refresh-token',
      'POST /jwt/register',
    ])
    // Public, yet still validated: an empty body is a 400 naming a field, not a 401.
    const bare = await misfits(
      open,
      undefined,
      (status, body) => status !== 400 || !isEnvelope(body, 'bad_request') || !body.error.fields,
    )
    expect(bare).toEqual([])
  })

  it('answers the client 403 exactly where its rules deny the route', async () => {
    const denied = endpoints.filter((endpoint) => denies(client.rules, endpoint.access))
    const wrong = await misfits(
      denied,
      client.token,
      (status, body) => status !== 403 || !isEnvelope(body, 'forbidden'),
    )
    expect(wrong).toEqual([])
    // What it may read, it reads (its writes would change the database: the worker tests them),
    // but for the device's own sync state, which is no server's to answer (404).
    const allowedReads = endpoints.filter(
      (endpoint) => endpoint.method === 'GET' && !denies(client.rules, endpoint.access),
    )
    expect(allowedReads.map((endpoint) => endpoint.label).sort()).toEqual([
      'GET /api/bookmarks/data',
      'GET /api/main-search/data',
      'GET /api/sync/status',
    ])
    const deviceOnly = (label: string) => label === 'GET /api/sync/status'
    const answered = (status: number, label: string) => status === (deviceOnly(label) ? 404 : 200)
    const misread = []
    for (const endpoint of allowedReads) {
      const reply = await call(server!.url, 'GET', endpoint.target, { token: client.token })
      if (!answered(reply.status, endpoint.label))
        misread.push(`${endpoint.label}: ${reply.status}`)
    }
    expect(misread).toEqual([])
  })

  it('never answers the admin 403, nor fails with a 5xx on an empty request', async () => {
    const admin = (await signIn(server!.url)).accessToken
    const wrong = await misfits(endpoints, admin, (status) => status === 403 || status >= 500)
    expect(wrong).toEqual([])
  })
})
