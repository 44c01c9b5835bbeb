import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import type { Permission, PermissionList, Role } from '@/features/users/roles.schema'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const token = async () => (await signIn()).accessToken
const roles = async (auth: string) => {
  const result = await call<Role[]>('GET', '/apps/roles/data', { token: auth })
  expect(result.status).toBe(200)
  return result.body
}
const permissions = async (auth: string, query: Record<string, string> = {}) => {
  const result = await call<PermissionList>('GET', '/apps/permissions/data', { token: auth, query })
  expect(result.status, JSON.stringify(query)).toBe(200)
  return result.body
}
const updateRole = <T = ErrorBody>(auth: string, body: unknown) =>
  call<T>('POST', '/apps/roles/update', { token: auth, body })

describe('GET /apps/roles/data', () => {
  it('answers the five permission roles with their users and permissions', async () => {
    const list = await roles(await token())
    expect(list.map((role) => role.role)).toEqual([
      'administrator',
      'manager',
      'user',
      'support',
      'restricted-user',
    ])
    const [admin, manager] = list
    expect(admin!.permissions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(admin!.users.map((user) => user.fullName)).toContain('John Doe')
    expect(admin!.totalUsers).toBe(admin!.users.length)
    expect(manager!.users.map((user) => user.fullName)).toContain('Lucía Fernández')
    expect(manager!.permissions).toEqual([3, 4, 6, 8])
    expect(manager!.matrix.find((grant) => grant.id === 4)).toEqual({
      id: 4,
      read: true,
      write: true,
      create: false,
    })
    const all = await call<unknown[]>('GET', '/api/users/list/all-data', { token: await token() })
    expect(list.reduce((sum, role) => sum + role.totalUsers, 0)).toBe(all.body.length)
  })
})

describe('POST /apps/roles/update', () => {
  it('sets exactly the permissions a role holds, with its matrix, and the table follows', async () => {
    const auth = await token()
    const result = await updateRole<Role>(auth, {
      role: 'user',
      permissions: [1, 7],
      matrix: [{ id: 1, read: true, write: false, create: true }],
    })
    expect(result.status).toBe(200)
    expect(result.body.permissions).toEqual([1, 7])
    expect(result.body.matrix).toEqual([
      { id: 1, read: true, write: false, create: true },
      { id: 7, read: true, write: true, create: true },
    ])
    const { allData } = await permissions(auth)
    const holders = allData!.filter((p) => p.assignedTo.includes('user')).map((p) => p.id)
    expect(holders.sort()).toEqual([1, 7])
    expect(allData!.find((p) => p.id === 7)!.assignedTo).toEqual([
      'administrator',
      'user',
      'restricted-user',
    ])
    const again = (await roles(auth)).find((role) => role.role === 'user')!
    expect(again.matrix[0]).toEqual({ id: 1, read: true, write: false, create: true })
  })

  it('adds a new role by name', async () => {
    const auth = await token()
    const result = await updateRole<Role>(auth, { role: 'Auditor', permissions: [7] })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ role: 'auditor', totalUsers: 0, permissions: [7] })
    expect((await roles(auth)).map((role) => role.role).at(-1)).toBe('auditor')
  })

  it('keeps every permission on the administrator: 400 otherwise', async () => {
    const auth = await token()
    const fewer = await updateRole(auth, { role: 'administrator', permissions: [1, 2] })
    expect(fewer.status).toBe(400)
    expect(fewer.body.error.fields).toHaveProperty('permissions')
    const weaker = await updateRole(auth, {
      role: 'administrator',
      permissions: [1, 2, 3, 4, 5, 6, 7, 8, 9],
      matrix: [{ id: 1, read: true, write: false, create: false }],
    })
    expect(weaker.status).toBe(400)
    expect((await roles(auth))[0]!.permissions).toHaveLength(9)
  })

  it('answers 400 for an unknown permission, a bad role name or matrix', async () => {
    const auth = await token()
    const cases: [unknown, string][] = [
      [{ role: 'user', permissions: [99] }, 'permissions.0'],
      [{ role: 'user', permissions: ['x'] }, 'permissions.0'],
      [{ role: 'no spaces', permissions: [] }, 'role'],
      [{ permissions: [] }, 'role'],
      [{ role: 'user' }, 'permissions'],
      [
        {
          role: 'user',
          permissions: [1],
          matrix: [{ id: 2, read: true, write: true, create: true }],
        },
        'matrix.0.id',
      ],
      [
        {
          role: 'user',
          permissions: [1],
          matrix: [{ id: 1, read: false, write: false, create: false }],
        },
        'matrix.0',
      ],
      [{ role: 'user', permissions: [1], matrix: [{ id: 1, read: 'yes' }] }, 'matrix.0.read'],
    ]
    for (const [body, field] of cases) {
      const result = await updateRole(auth, body)
      expect(result.status, JSON.stringify(body)).toBe(400)
      expect(result.body.error.fields, JSON.stringify(body)).toHaveProperty([field])
    }
  })
})

describe('GET /apps/permissions/data', () => {
  it('pages newest first, searches name and date, filters by role', async () => {
    const auth = await token()
    const first = await permissions(auth)
    expect(first.params).toEqual({ q: '', perPage: 10, page: 1, assignedTo: null })
    expect(first.total).toBe(9)
    expect(first.permissions.map((p) => p.id)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1])
    expect(first.allData).toHaveLength(9)
    expect((await permissions(auth, { q: 'MANAGE' })).total).toBe(5)
    expect((await permissions(auth, { q: 'apr 2021' })).permissions.map((p) => p.id)).toEqual([1])
    const support = await permissions(auth, { assignedTo: 'support' })
    expect(support.permissions.map((p) => p.id)).toEqual([9, 6, 5])
    const page = await permissions(auth, { perPage: '4', page: '3', allData: 'false' })
    expect(page.permissions.map((p) => p.id)).toEqual([1])
    expect(page).not.toHaveProperty('allData')
  })

  it('answers 400 for bad paging or flags', async () => {
    const auth = await token()
    for (const query of [
      { page: '0' },
      { perPage: 'x' },
      { allData: 'no' },
      { assignedTo: 'A B' },
    ] as Record<string, string>[]) {
      const result = await call('GET', '/apps/permissions/data', { token: auth, query })
      expect(result.status, JSON.stringify(query)).toBe(400)
    }
  })
})

describe('permission writes', () => {
  it('adds with the next id, administrator only and a date; first in allData', async () => {
    const auth = await token()
    const result = await call<Permission>('POST', '/apps/permissions/add-permission', {
      token: auth,
      body: { permission: { name: '  Export Reports ' } },
    })
    expect(result.status).toBe(201)
    expect(result.body).toMatchObject({
      id: 10,
      name: 'Export Reports',
      assignedTo: ['administrator'],
    })
    expect(result.body.createdDate).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM)$/)
    expect((await permissions(auth)).allData![0]!.id).toBe(10)
    expect((await roles(auth))[0]!.permissions).toContain(10)
    const taken = await call<ErrorBody>('POST', '/apps/permissions/add-permission', {
      token: auth,
      body: { permission: { name: 'only view' } },
    })
    expect(taken.status).toBe(400)
    expect(taken.body.error.fields).toHaveProperty(['permission.name'])
    const blank = await call('POST', '/apps/permissions/add-permission', {
      token: auth,
      body: { permission: { name: ' ' } },
    })
    expect(blank.status).toBe(400)
  })

  it('renames (201) and deletes (200), 404 for an unknown id', async () => {
    const auth = await token()
    const renamed = await call<Permission>('POST', '/apps/permissions/update-permission', {
      token: auth,
      body: { id: 7, name: 'Read Only' },
    })
    expect(renamed.status).toBe(201)
    expect(renamed.body).toMatchObject({ id: 7, name: 'Read Only' })
    const missing = await call('POST', '/apps/permissions/update-permission', {
      token: auth,
      body: { id: 70, name: 'x' },
    })
    expect(missing.status).toBe(404)
    const bad = await call('POST', '/apps/permissions/update-permission', {
      token: auth,
      body: { id: 7, name: '' },
    })
    expect(bad.status).toBe(400)
    const gone = await call('DELETE', '/apps/permissions/delete', { token: auth, body: { id: 7 } })
    expect(gone.status).toBe(200)
    expect((await permissions(auth)).total).toBe(8)
    const restricted = (await roles(auth)).find((role) => role.role === 'restricted-user')!
    expect(restricted.permissions).toEqual([])
    expect(restricted.matrix).toEqual([])
    const again = await call('DELETE', '/apps/permissions/delete', { token: auth, body: { id: 7 } })
    expect(again.status).toBe(404)
  })
})

describe('access', () => {
  it('answers 401 without a token and 403 to the client everywhere', async () => {
    const { accessToken } = await signIn('client@demo.com', 'client')
    const endpoints = [
      ['GET', '/apps/roles/data', undefined],
      ['POST', '/apps/roles/update', { role: 'user', permissions: [] }],
      ['GET', '/apps/permissions/data', undefined],
      ['POST', '/apps/permissions/add-permission', { permission: { name: 'x' } }],
      ['POST', '/apps/permissions/update-permission', { id: 1, name: 'x' }],
      ['DELETE', '/apps/permissions/delete', { id: 1 }],
    ] as const
    for (const [method, path, body] of endpoints) {
      expect((await call(method, path, { body })).status, path).toBe(401)
      expect((await call(method, path, { body, token: accessToken })).status, path).toBe(403)
    }
    expect((await permissions(await token())).total).toBe(9)
  })
})
