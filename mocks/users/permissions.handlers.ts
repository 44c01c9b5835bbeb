import { now } from '@mocks/kernel/draws'
import { badRequest } from '@mocks/kernel/errors'
import { withStatus } from '@mocks/kernel/reply'
import { itemWith } from '@mocks/kernel/round-trip'
import { route } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { nextId } from '@mocks/kernel/write'
import { accessAdminManifest, MANAGE_ALL } from '@/features/users/users.manifest'
import { ADMINISTRATOR } from '@/features/users/roles.schema'
import { permissionsEndpoints as api } from '@/features/users/users.endpoints'
import { formatCreatedDate, fullGrant } from './roles.logic'
import { permissions, roles, type PermissionRow } from './users.table'

const permissionOrThrow = (id: number) => getOrThrow(permissions(), id, 'Permission')

/** Names are unique, case-insensitively; not `async`, so the write transaction holds. */
const assertFreeName = (name: string, field: string, exceptId?: number) =>
  permissions()
    .toArray()
    .then((all) => {
      const taken = all.some(
        (row) => row.id !== exceptId && row.name.toLowerCase() === name.toLowerCase(),
      )
      if (taken)
        throw badRequest('This name is already in use.', {
          [field]: 'This name is already in use.',
        })
    })

/** Newest first: a permission just added leads `allData`. */
const newestFirst = (a: PermissionRow, b: PermissionRow) => b.id - a.id

const list = route(api.list, {
  access: accessAdminManifest.ability,
  async handle({ query }) {
    const q = query.q ?? ''
    const needle = q.trim().toLowerCase()
    const perPage = query.perPage ?? 10
    const page = query.page ?? 1
    const assignedTo = query.assignedTo ?? null
    const all = (await permissions().toArray()).sort(newestFirst)
    const picked = all.filter(
      (permission) =>
        (!assignedTo || permission.assignedTo.includes(assignedTo)) &&
        (!needle ||
          permission.name.toLowerCase().includes(needle) ||
          permission.createdDate.toLowerCase().includes(needle)),
    )
    const start = (page - 1) * perPage
    return {
      params: { q, perPage, page, assignedTo },
      ...(query.allData === false ? {} : { allData: all }),
      total: picked.length,
      permissions: picked.slice(start, start + perPage),
    }
  },
})

const add = route(api.add, {
  access: MANAGE_ALL,
  async handle({ body }) {
    const { name } = body.permission
    await assertFreeName(name, 'permission.name')
    const permission: PermissionRow = {
      id: await nextId(permissions()),
      name,
      assignedTo: [ADMINISTRATOR],
      createdDate: formatCreatedDate(now()),
    }
    await permissions().add(permission)
    const admin = await roles().get(ADMINISTRATOR)
    await roles().put({
      role: ADMINISTRATOR,
      grants: [...(admin?.grants ?? []), fullGrant(permission.id)],
    })
    return withStatus(permission, 201)
  },
})

const update = route(api.update, {
  access: MANAGE_ALL,
  roundTrip: {
    read: '/apps/permissions/data',
    pick: itemWith(9, 'allData'),
    change: { name: 'Manage Team Tasks' },
  },
  async handle({ body }) {
    const stored = await permissionOrThrow(body.id)
    await assertFreeName(body.name, 'name', stored.id)
    const permission = { ...stored, name: body.name }
    await permissions().put(permission)
    return withStatus(permission, 201)
  },
})

const remove = route(api.remove, {
  access: MANAGE_ALL,
  async handle({ body }) {
    const permission = await permissionOrThrow(body.id)
    await permissions().delete(permission.id)
    for (const row of await roles().toArray()) {
      const grants = row.grants.filter((grant) => grant.id !== permission.id)
      if (grants.length !== row.grants.length) await roles().put({ ...row, grants })
    }
    return permission
  },
})

export const permissionsRoutes = [list, add, update, remove]
