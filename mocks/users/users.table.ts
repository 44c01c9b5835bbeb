import { typedTable, type TableSchemas } from '@mocks/db/database'
import type { Grant, Permission } from '@/features/users/roles.schema'
import type { UserSettings } from '@/features/users/user-settings.schema'
import type { User } from '@/features/users/users.schema'

export type UserRow = User
export type PermissionRow = Permission
export type UserSettingsRow = UserSettings
/** A role and its permission matrix: the read, write and create flags per permission held. */
export interface RoleRow {
  role: string
  grants: Grant[]
}

export const usersTables = {
  users: 'id, &email, &username, role, status, currentPlan',
  userSettings: 'userId',
  roles: 'role',
  permissions: 'id',
} satisfies TableSchemas

export const users = typedTable<UserRow, number>('users')
export const userSettings = typedTable<UserSettingsRow, number>('userSettings')
export const roles = typedTable<RoleRow, string>('roles')
export const permissions = typedTable<PermissionRow, number>('permissions')
