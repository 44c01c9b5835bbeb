import { z } from 'zod'
import { apiRequest } from '@/shared/api/client'
import {
  userListSchema,
  userReplySchema,
  userSchema,
  type NewUser,
  type UserPatch,
  type UserPlan,
  type UserRole,
  type UserStatus,
} from '../users.schema'
import { userSettingsSchema, type SettingsUpdate } from '../user-settings.schema'

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

export const fetchUsers = (params: Partial<UserListParams>, signal?: AbortSignal) =>
  apiRequest('/api/users/list/data', { query: { ...params }, schema: userListSchema, signal })

export const fetchUser = (id: number, signal?: AbortSignal) =>
  apiRequest('/api/users/user', { query: { id }, schema: userSchema, signal })

export const addUser = (user: NewUser) =>
  apiRequest('/apps/users/add-user', { method: 'POST', body: { user }, schema: userReplySchema })

export const updateUser = (user: UserPatch) =>
  apiRequest('/apps/users/update-user', { method: 'POST', body: { user }, schema: userReplySchema })

export const deleteUser = (id: number) =>
  apiRequest('/apps/users/delete', { method: 'DELETE', body: { id }, schema: z.unknown() })

export const fetchSettings = (id: number, signal?: AbortSignal) =>
  apiRequest('/api/users/settings', { query: { id }, schema: userSettingsSchema, signal })

export const updateSettings = (input: { id: number; settings: SettingsUpdate }) =>
  apiRequest('/apps/users/update-settings', {
    method: 'POST',
    body: input,
    schema: userSettingsSchema,
  })

export const changePassword = (input: { id: number; password: string; confirmPassword: string }) =>
  apiRequest('/apps/users/change-password', {
    method: 'POST',
    body: input,
    schema: userSettingsSchema,
  })
