import { apiRequest } from '@/shared/api/client'
import {
  permissionListSchema,
  permissionSchema,
  roleSchema,
  rolesSchema,
  type RoleUpdate,
} from '../roles.schema'

export interface PermissionListParams {
  q: string
  page: number
  perPage: number
  assignedTo?: string
}

export const fetchRoles = (signal?: AbortSignal) =>
  apiRequest('/apps/roles/data', { schema: rolesSchema, signal })

export const updateRole = (input: RoleUpdate) =>
  apiRequest('/apps/roles/update', { method: 'POST', body: input, schema: roleSchema })

/** The screens never need `allData`: a page costs the same however many permissions there are. */
export const fetchPermissions = (params: Partial<PermissionListParams>, signal?: AbortSignal) =>
  apiRequest('/apps/permissions/data', {
    query: { ...params, allData: false },
    schema: permissionListSchema,
    signal,
  })

export const addPermission = (name: string) =>
  apiRequest('/apps/permissions/add-permission', {
    method: 'POST',
    body: { permission: { name } },
    schema: permissionSchema,
  })

export const renamePermission = (input: { id: number; name: string }) =>
  apiRequest('/apps/permissions/update-permission', {
    method: 'POST',
    body: input,
    schema: permissionSchema,
  })

export const deletePermission = (id: number) =>
  apiRequest('/apps/permissions/delete', {
    method: 'DELETE',
    body: { id },
    schema: permissionSchema,
  })
