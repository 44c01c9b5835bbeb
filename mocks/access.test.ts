/**
 * Deny by default, registry-wide: the client and the admin call every registered endpoint. The
 * client gets 403 exactly where its rules deny the route's access; the admin never gets 403.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { can, type AbilityRule } from '@/shared/contract/ability'
import { call, freshDatabase, onPostgres, signIn } from '@mocks/test/api'
import type { Access } from './kernel/route'
import { routes } from './handlers'

const endpoints = routes.map((entry) => ({
  ...entry,
  target: entry.path.replace(/:\w+/g, 'x'),
  label: `${entry.method} ${entry.path}`,
  body: entry.method === 'GET' ? undefined : {},
}))

const denies = (rules: readonly AbilityRule[], access: Access) =>
  access !== 'public' && access !== 'signed-in' && !can(rules, access[0], access[1])

let client = { token: '', rules: [] as AbilityRule[] }
let admin = ''

beforeAll(async () => {
  await freshDatabase()
  const session = await signIn('client@demo.com', 'client')
  client = { token: session.accessToken, rules: session.userData.ability }
  admin = (await signIn()).accessToken
})

describe('every registered endpoint', () => {
  it('answers the client 403 exactly where its rules deny the route', async () => {
    const wrong: string[] = []
    for (const endpoint of endpoints) {
      const result = await call(endpoint.method, endpoint.target, {
        token: client.token,
        body: endpoint.body,
      })
      // The agency server's shared book: only an administrator may reset it.
      const sharedReset = onPostgres() && endpoint.label === 'POST /api/local-db/reset'
      const expected = denies(client.rules, endpoint.access) || sharedReset
      if ((result.status === 403) !== expected) wrong.push(`${endpoint.label}: ${result.status}`)
    }
    expect(wrong).toEqual([])
    // The contract: the client reaches its own session, the search, bookmarks and reset only, and
    // its device's sync (docs/api-contract-additions.md: connected mode).
    const open = endpoints.filter((endpoint) => !denies(client.rules, endpoint.access))
    expect(open.map((endpoint) => endpoint.label).sort()).toEqual([
      'DELETE /api/sync/refused',
      'GET /api/bookmarks/data',
      'GET /api/main-search/data',
      'GET /api/sync/status',
      'POST /api/bookmarks/update',
      'POST /api/local-db/reset',
      'POST /api/sync/now',
      'POST /api/sync/pull',
      'POST /api/sync/push',
      'POST /api/sync/register',
      'POST /jwt/login',
      'POST /jwt/logout',
      'POST /jwt/refresh-token',
      'POST /jwt/register',
    ])
  })

  it('never answers the admin 403', async () => {
    for (const endpoint of endpoints) {
      const result = await call(endpoint.method, endpoint.target, {
        token: admin,
        body: endpoint.body,
      })
      expect(result.status, endpoint.label).not.toBe(403)
    }
  })
})
