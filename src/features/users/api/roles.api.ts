import { call } from '@/shared/api/call'
import type { RoleUpdate } from '../roles.schema'
import { permissionsEndpoints, rolesEndpoints } from '../users.endpoints'

export interface PermissionListParams {
  q: string
  page: number
  perPage: number
  assignedTo?: string
}

export const fetchRoles = (signal?: AbortSignal) => call(rolesEndpoints.list, { signal })

export const updateRole = (input: RoleUpdate) => call(rolesEndpoints.update, { body: input })

/** The screens never need `allData`: a page costs the same however many permissions there are. */
export const fetchPermissions = (params: Partial<PermissionListParams>, signal?: AbortSignal) =>
  call(permissionsEndpoints.list, { query: { ...params, allData: false }, signal })

export const addPermission = (name: string) =>
  call(permissionsEndpoints.add, { body: { permission: { name } } })

export const renamePermission = (input: { id: number; name: string }) =>
  call(permissionsEndpoints.update, { body: input })

export const deletePermission = (id: number) => call(permissionsEndpoints.remove, { body: { id } })
