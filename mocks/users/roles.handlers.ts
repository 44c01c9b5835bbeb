import { badRequest, type FieldErrors } from '@mocks/kernel/errors'
import { isRecord, itemWith } from '@mocks/kernel/round-trip'
import { route } from '@mocks/kernel/route'
import { accessAdminManifest, MANAGE_ALL } from '@/features/users/users.manifest'
import { ADMINISTRATOR, type Grant } from '@/features/users/roles.schema'
import { rolesEndpoints as api } from '@/features/users/users.endpoints'
import { fullGrant, orderRoles, roleEntry, roleNames } from './roles.logic'
import { permissions, roles, users } from './users.table'

const list = route(api.list, {
  access: accessAdminManifest.ability,
  async handle() {
    const [roleRows, permissionRows, userRows] = await Promise.all([
      roles().toArray(),
      permissions().toArray(),
      users().toArray(),
    ])
    return roleNames(roleRows).map((role) => roleEntry(role, roleRows, permissionRows, userRows))
  },
})

/**
 * Sets the permissions a role holds (and their read, write, create flags); a new role name adds
 * the role. Afterwards exactly the listed permissions carry the role in `assignedTo`.
 */
const update = route(api.update, {
  access: MANAGE_ALL,
  roundTrip: {
    read: '/apps/roles/data',
    pick: itemWith('manager', undefined, 'role'),
    // Every permission the manager holds, read only.
    change: ({ matrix }) => ({
      matrix: (Array.isArray(matrix) ? matrix : []).map((grant: unknown) => ({
        ...(isRecord(grant) ? grant : {}),
        read: true,
        write: false,
        create: false,
      })),
    }),
  },
  async handle({ body }) {
    const { role } = body
    const held = [...new Set(body.permissions)]
    const all = await permissions().toArray()
    const known = new Set(all.map((permission) => permission.id))
    const fields: FieldErrors = {}
    body.permissions.forEach((id, index) => {
      if (!known.has(id)) fields[`permissions.${index}`] = `No permission has id ${id}`
    })
    if (role === ADMINISTRATOR && all.some((permission) => !held.includes(permission.id)))
      fields['permissions'] = 'The administrator always keeps every permission'
    body.matrix?.forEach((grant, index) => {
      if (!held.includes(grant.id))
        fields[`matrix.${index}.id`] = 'A row of the matrix must be a permission the role holds'
      else if (!grant.read && !grant.write && !grant.create)
        fields[`matrix.${index}`] = 'A permission held needs read, write or create'
      else if (role === ADMINISTRATOR && !(grant.read && grant.write && grant.create))
        fields[`matrix.${index}`] = 'The administrator always keeps every permission'
    })
    const [first] = Object.values(fields)
    if (first) throw badRequest(first, fields)

    const roleRows = await roles().toArray()
    const stored = roleRows.find((row) => row.role === role)?.grants ?? []
    const grants: Grant[] = held
      .sort((a, b) => a - b)
      .map(
        (id) =>
          body.matrix?.find((grant) => grant.id === id) ??
          stored.find((grant) => grant.id === id) ??
          fullGrant(id),
      )
      .map(({ id, read, write, create }) => ({ id, read, write, create }))
    await roles().put({ role, grants })
    const order = roleNames([...roleRows, { role, grants }])
    for (const permission of all) {
      const others = permission.assignedTo.filter((name) => name !== role)
      const assignedTo = orderRoles(
        held.includes(permission.id) ? [...others, role] : others,
        order,
      )
      if (assignedTo.join() !== permission.assignedTo.join())
        await permissions().put({ ...permission, assignedTo })
    }
    return roleEntry(
      role,
      await roles().toArray(),
      await permissions().toArray(),
      await users().toArray(),
    )
  },
})

export const rolesRoutes = [list, update]
