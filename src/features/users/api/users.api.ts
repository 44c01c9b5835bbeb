import { call } from '@/shared/api/call'
import type { SettingsUpdate } from '../user-settings.schema'
import { usersEndpoints } from '../users.endpoints'
import {
  isUserSortColumn,
  type NewUser,
  type UserPatch,
  type UserPlan,
  type UserRole,
  type UserStatus,
} from '../users.schema'

export interface UserListParams {
  q: string
  page: number
  perPage: number
  sort: 'asc' | 'desc'
  sortColumn: string
  role?: UserRole
  status?: UserStatus
  currentPlan?: UserPlan
}

/** A column the list does not sort by (an old or hand-edited URL) leaves the default order. */
export const fetchUsers = (
  { sortColumn, ...params }: Partial<UserListParams>,
  signal?: AbortSignal,
) =>
  call(usersEndpoints.list, {
    query: {
      ...params,
      sortColumn: sortColumn && isUserSortColumn(sortColumn) ? sortColumn : undefined,
    },
    signal,
  })

export const fetchUser = (id: number, signal?: AbortSignal) =>
  call(usersEndpoints.one, { query: { id }, signal })

export const addUser = (user: NewUser) => call(usersEndpoints.add, { body: { user } })

export const updateUser = (user: UserPatch) => call(usersEndpoints.update, { body: { user } })

export const deleteUser = (id: number) => call(usersEndpoints.remove, { body: { id } })

export const fetchSettings = (id: number, signal?: AbortSignal) =>
  call(usersEndpoints.settings, { query: { id }, signal })

export const updateSettings = (input: { id: number; settings: SettingsUpdate }) =>
  call(usersEndpoints.updateSettings, { body: input })

export const changePassword = (input: { id: number; password: string; confirmPassword: string }) =>
  call(usersEndpoints.changePassword, { body: input })
