import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import type { User } from '@/features/users/users.schema'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}
interface ListBody {
  total: number
  users: User[]
}

const token = async () => (await signIn()).accessToken
const list = async (auth: string, query: Record<string, string> = {}) => {
  const result = await call<ListBody>('GET', '/api/users/list/data', { token: auth, query })
  expect(result.status, JSON.stringify(query)).toBe(200)
  return result.body
}
const post = <T = ErrorBody>(auth: string | null, path: string, body: unknown) =>
  call<T>('POST', `/apps/users/${path}`, { token: auth, body })

const newUser = {
  fullName: 'Ana Beltrán',
  username: 'ana.beltran',
  email: 'Ana.Beltran@Example.com',
  company: 'Beltrán Seguros',
  country: 'Spain',
  contact: '+34 600 111 222',
  role: 'editor',
  currentPlan: 'team',
  billing: 'Auto Debit',
}

describe('seeds', () => {
  it('holds 50 users over every role, plan, status and billing, the agency first', async () => {
    const result = await call<User[]>('GET', '/api/users/list/all-data', { token: await token() })
    expect(result.status).toBe(200)
    const all = result.body
    expect(all).toHaveLength(50)
    for (const key of ['role', 'currentPlan', 'status', 'billing'] as const) {
      expect(new Set(all.map((user) => user[key])).size, key).toBe(
        { role: 5, currentPlan: 4, status: 3, billing: 4 }[key],
      )
    }
    expect(all.slice(0, 8).map((user) => user.fullName)).toEqual([
      'John Doe',
      'Lucía Fernández',
      'Diego Ramírez',
      'Sofía Castillo',
      'Mariana Ortega',
      'Javier Vega',
      'Elena Suárez',
      'Pablo Navarro',
    ])
    expect(all[1]).toMatchObject({ avatar: '/images/avatars/7.svg', status: 'active' })
    expect(all.some((user) => user.avatar === '')).toBe(true)
    expect(new Set(all.map((user) => user.email)).size).toBe(50)
    expect(new Set(all.map((user) => user.username)).size).toBe(50)
  })
})

describe('GET /api/users/list/data', () => {
  it('pages ten by full name by default', async () => {
    const body = await list(await token())
    expect(body.total).toBe(50)
    expect(body.users).toHaveLength(10)
    const names = body.users.map((user) => user.fullName)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    const last = await list(await token(), { page: '5' })
    expect(last.users).toHaveLength(10)
    expect((await list(await token(), { page: '6' })).users).toEqual([])
  })

  it('filters role, plan and status exactly and q on email, name and billing', async () => {
    const auth = await token()
    const admins = await list(auth, { role: 'admin', perPage: '50' })
    expect(admins.users.every((user) => user.role === 'admin')).toBe(true)
    expect(admins.total).toBe(admins.users.length)
    const mixed = await list(auth, { role: 'editor', status: 'active', currentPlan: 'team' })
    expect(
      mixed.users.every(
        (user) => user.role === 'editor' && user.status === 'active' && user.currentPlan === 'team',
      ),
    ).toBe(true)
    expect((await list(auth, { q: 'LUCIA.FERNANDEZ@' })).users.map((user) => user.id)).toEqual([2])
    expect((await list(auth, { q: 'sofía' })).users[0]!.fullName).toBe('Sofía Castillo')
    const paypal = await list(auth, { q: 'paypal', perPage: '50' })
    expect(paypal.total).toBeGreaterThan(0)
    expect(paypal.users.every((user) => user.billing === 'Manual - Paypal')).toBe(true)
    expect((await list(auth, { role: '', status: '' })).total).toBe(50)
  })

  it('sorts by any column either way, ties by id', async () => {
    const auth = await token()
    const desc = await list(auth, { sortColumn: 'email', sort: 'desc', perPage: '50' })
    const emails = desc.users.map((user) => user.email)
    expect(emails).toEqual([...emails].sort((a, b) => b.localeCompare(a, 'en')))
    const byId = await list(auth, { sortColumn: 'id', sort: 'asc' })
    expect(byId.users.map((user) => user.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('answers 400 for a bad page, size, filter or column', async () => {
    const auth = await token()
    for (const [key, value] of [
      ['page', '0'],
      ['perPage', 'ten'],
      ['perPage', '1000'],
      ['role', 'client'],
      ['status', 'Active'],
      ['currentPlan', 'gold'],
      ['sort', 'up'],
      ['sortColumn', 'password'],
    ] as const) {
      const result = await call<ErrorBody>('GET', '/api/users/list/data', {
        token: auth,
        query: { [key]: value },
      })
      expect(result.status, `${key}=${value}`).toBe(400)
      expect(result.body.error.fields).toHaveProperty(key)
    }
  })
})

describe('POST /apps/users/add-user', () => {
  it('creates the user with the next id, then finds it by email', async () => {
    const auth = await token()
    const result = await post<{ user: User }>(auth, 'add-user', { user: { ...newUser, id: 3 } })
    expect(result.status).toBe(201)
    expect(result.body.user).toMatchObject({
      ...newUser,
      id: 51,
      email: 'ana.beltran@example.com',
      status: 'active',
      avatar: '',
    })
    expect((await list(auth, { q: 'ana.beltran@example' })).users.map((u) => u.id)).toEqual([51])
    const one = await call<User>('GET', '/api/users/user', { token: auth, query: { id: '51' } })
    expect(one.body.fullName).toBe('Ana Beltrán')
  })

  it('answers 400 naming the field for a taken email or username', async () => {
    const auth = await token()
    const email = await post(auth, 'add-user', {
      user: { ...newUser, email: 'LUCIA.fernandez@corredor.app' },
    })
    expect(email.status).toBe(400)
    expect(email.body.error.fields).toEqual({ 'user.email': 'This email is already in use.' })
    const username = await post(auth, 'add-user', { user: { ...newUser, username: 'JohnDoe' } })
    expect(username.status).toBe(400)
    expect(username.body.error.fields).toEqual({
      'user.username': 'This username is already in use.',
    })
  })

  it('answers 400 for missing or bad fields and changes nothing', async () => {
    const auth = await token()
    const cases: [unknown, string][] = [
      [{ user: { ...newUser, email: 'nope' } }, 'user.email'],
      [{ user: { ...newUser, fullName: '  ' } }, 'user.fullName'],
      [{ user: { ...newUser, username: 'a b' } }, 'user.username'],
      [{ user: { ...newUser, role: 'client' } }, 'user.role'],
      [{ user: { ...newUser, currentPlan: undefined } }, 'user.currentPlan'],
      [{ user: { ...newUser, contact: 'call me' } }, 'user.contact'],
      [{ user: { ...newUser, billing: 'Cheque' } }, 'user.billing'],
      [{ user: { ...newUser, country: '' } }, 'user.country'],
      [{}, 'user'],
    ]
    for (const [body, field] of cases) {
      const result = await post(auth, 'add-user', body)
      expect(result.status, field).toBe(400)
      expect(result.body.error.fields, field).toHaveProperty([field])
    }
    const raw = await call('POST', '/apps/users/add-user', { token: auth, rawBody: '{' })
    expect(raw.status).toBe(400)
    expect((await list(auth)).total).toBe(50)
  })
})

describe('GET /api/users/user', () => {
  it('answers the record, 404 for an unknown id, 400 for a bad one', async () => {
    const auth = await token()
    const one = await call<User>('GET', '/api/users/user', { token: auth, query: { id: '3' } })
    expect(one.body).toMatchObject({ id: 3, fullName: 'Diego Ramírez' })
    const missing = await call<ErrorBody>('GET', '/api/users/user', {
      token: auth,
      query: { id: '999' },
    })
    expect(missing.status).toBe(404)
    expect(missing.body.error.code).toBe('not_found')
    for (const id of ['abc', '0', '']) {
      const bad = await call('GET', '/api/users/user', { token: auth, query: { id } })
      expect(bad.status, id).toBe(400)
    }
  })
})

describe('POST /apps/users/update-user', () => {
  it('changes status, plan, role and details and keeps the rest', async () => {
    const auth = await token()
    const result = await post<{ user: User }>(auth, 'update-user', {
      user: { id: 5, status: 'inactive', currentPlan: 'enterprise', role: 'author', company: 'X' },
    })
    expect(result.status).toBe(200)
    expect(result.body.user).toMatchObject({
      id: 5,
      fullName: 'Mariana Ortega',
      status: 'inactive',
      currentPlan: 'enterprise',
      role: 'author',
      company: 'X',
    })
    expect(
      (await list(auth, { status: 'inactive', perPage: '50' })).users.map((u) => u.id),
    ).toContain(5)
  })

  it('keeps its own email but refuses another user’s; 404 for an unknown id', async () => {
    const auth = await token()
    const same = await post(auth, 'update-user', {
      user: { id: 2, email: 'lucia.fernandez@corredor.app' },
    })
    expect(same.status).toBe(200)
    const taken = await post(auth, 'update-user', { user: { id: 2, email: 'admin@demo.com' } })
    expect(taken.status).toBe(400)
    expect(taken.body.error.fields).toHaveProperty(['user.email'])
    const missing = await post(auth, 'update-user', { user: { id: 999, status: 'active' } })
    expect(missing.status).toBe(404)
    for (const body of [{ user: { status: 'active' } }, { user: { id: 1, status: 'gone' } }]) {
      expect((await post(auth, 'update-user', body)).status, JSON.stringify(body)).toBe(400)
    }
  })
})

describe('DELETE /apps/users/delete', () => {
  it('removes the user (id in the body or the query), 404 afterwards', async () => {
    const auth = await token()
    const result = await call('DELETE', '/apps/users/delete', { token: auth, body: { id: 12 } })
    expect(result.status).toBe(200)
    expect((await list(auth)).total).toBe(49)
    const again = await call('DELETE', '/apps/users/delete', { token: auth, query: { id: '12' } })
    expect(again.status).toBe(404)
    const bad = await call('DELETE', '/apps/users/delete', { token: auth, body: { id: 'x' } })
    expect(bad.status).toBe(400)
  })
})

describe('access', () => {
  it('answers 401 without a token and 403 to the client on every users endpoint', async () => {
    const { accessToken } = await signIn('client@demo.com', 'client')
    const endpoints = [
      ['GET', '/api/users/list/all-data', undefined, undefined],
      ['GET', '/api/users/list/data', undefined, undefined],
      ['GET', '/api/users/user', undefined, { id: '1' }],
      ['GET', '/api/users/settings', undefined, { id: '1' }],
      ['POST', '/apps/users/add-user', { user: newUser }, undefined],
      ['POST', '/apps/users/update-user', { user: { id: 1, status: 'inactive' } }, undefined],
      ['POST', '/apps/users/update-settings', { id: 1, settings: {} }, undefined],
      [
        'POST',
        '/apps/users/change-password',
        { id: 1, password: 'x', confirmPassword: 'x' },
        undefined,
      ],
      ['DELETE', '/apps/users/delete', { id: 1 }, undefined],
    ] as const
    for (const [method, path, body, query] of endpoints) {
      expect((await call(method, path, { body, query })).status, path).toBe(401)
      expect((await call(method, path, { body, query, token: accessToken })).status, path).toBe(403)
    }
    expect((await list(await token())).total).toBe(50)
  })
})
