/** Pure helpers of the roles and permissions handlers: no Dexie here. */
import { isOneOf } from '@/shared/contract/one-of'
import { PERMISSION_ROLES, userRoleOf, type Grant, type Role } from '@/features/users/roles.schema'
import type { PermissionRow, RoleRow, UserRow } from './users.table'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** `14 Apr 2021, 8:43 PM`, the product's style for a permission's creation date. */
export function formatCreatedDate(date: Date): string {
  const day = String(date.getDate()).padStart(2, '0')
  const hours = date.getHours() % 12 || 12
  const minutes = String(date.getMinutes()).padStart(2, '0')
  const half = date.getHours() < 12 ? 'AM' : 'PM'
  return `${day} ${MONTHS[date.getMonth()]!} ${date.getFullYear()}, ${hours}:${minutes} ${half}`
}

/** The five permission roles in their fixed order, then any added role by name. */
export function roleNames(rows: readonly RoleRow[]): string[] {
  const added = rows
    .map((row) => row.role)
    .filter((role) => !isOneOf(PERMISSION_ROLES, role))
    .sort()
  return [...PERMISSION_ROLES, ...added]
}

/** `assignedTo` in the roles' own order, so a role never moves about in a permission's list. */
export const orderRoles = (assigned: readonly string[], order: readonly string[]) =>
  order.filter((role) => assigned.includes(role))

export const fullGrant = (id: number): Grant => ({ id, read: true, write: true, create: true })

export function roleEntry(
  role: string,
  rows: readonly RoleRow[],
  permissions: readonly PermissionRow[],
  users: readonly UserRow[],
): Role {
  const recordRole = userRoleOf(role)
  const members = recordRole ? users.filter((user) => user.role === recordRole) : []
  const grants = rows.find((row) => row.role === role)?.grants ?? []
  const held = permissions
    .filter((permission) => permission.assignedTo.includes(role))
    .map((permission) => permission.id)
    .sort((a, b) => a - b)
  return {
    role,
    totalUsers: members.length,
    users: members.map(({ fullName, avatar }) => ({ fullName, avatar })),
    permissions: held,
    matrix: held.map((id) => grants.find((grant) => grant.id === id) ?? fullGrant(id)),
  }
}
