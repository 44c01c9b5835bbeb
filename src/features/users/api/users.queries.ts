import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
import type { UserStatus } from '../users.schema'
import {
  addUser,
  changePassword,
  deleteUser,
  fetchSettings,
  fetchUser,
  fetchUsers,
  updateSettings,
  updateUser,
  type UserListParams,
} from './users.api'

const USERS = 'users'
const SETTINGS = 'userSettings'

export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (params: Partial<UserListParams>) => [...usersKeys.lists(), params] as const,
  one: (id: number) => [...usersKeys.all, 'one', id] as const,
  settings: (id: number) => [...usersKeys.all, 'settings', id] as const,
}

export const userListQuery = (params: Partial<UserListParams>) =>
  queryOptions({
    queryKey: usersKeys.list(params),
    queryFn: ({ signal }) => fetchUsers(params, signal),
    meta: { tables: [USERS] },
  })

export const useUsers = (params: Partial<UserListParams>) =>
  useQuery({ ...userListQuery(params), placeholderData: keepPreviousData })

/** How many users have a status (or how many in all): one row asked for, the total read. */
export const useUserCount = (status?: UserStatus) =>
  useQuery({ ...userListQuery({ status, perPage: 1 }), select: (data) => data.total })

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.one(id),
    queryFn: ({ signal }) => fetchUser(id, signal),
    meta: { tables: [USERS] },
    retry: false,
  })
export const useUser = (id: number) => useQuery(userQuery(id))

export const useSettings = (id: number) =>
  useQuery({
    queryKey: usersKeys.settings(id),
    queryFn: ({ signal }) => fetchSettings(id, signal),
    meta: { tables: [SETTINGS, USERS] },
  })

/** Failures show on the form (field errors) or as the toast named here. */
const FAILED = 'users.failed'
export const useAddUser = () =>
  useAppMutation({ mutationFn: addUser, tables: [USERS], errorMessage: null })
export const useUpdateUser = () =>
  useAppMutation({ mutationFn: updateUser, tables: [USERS], errorMessage: null })
export const useDeleteUser = () =>
  useAppMutation({ mutationFn: deleteUser, tables: [USERS, SETTINGS], errorMessage: FAILED })
export const useUpdateSettings = () =>
  useAppMutation({ mutationFn: updateSettings, tables: [SETTINGS], errorMessage: FAILED })
export const useChangePassword = () =>
  useAppMutation({ mutationFn: changePassword, tables: [SETTINGS], errorMessage: null })
