import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
import {
  addPermission,
  deletePermission,
  fetchPermissions,
  fetchRoles,
  renamePermission,
  updateRole,
  type PermissionListParams,
} from './roles.api'

/** A role's card counts its users, so the roles follow the user records too. */
const ROLE_TABLES = ['roles', 'permissions', 'users']
const PERMISSION_TABLES = ['permissions', 'roles']

export const rolesKeys = {
  all: ['roles'] as const,
  roles: () => [...rolesKeys.all, 'list'] as const,
  permissions: (params: Partial<PermissionListParams>) =>
    [...rolesKeys.all, 'permissions', params] as const,
}

export const rolesQuery = () =>
  queryOptions({
    queryKey: rolesKeys.roles(),
    queryFn: ({ signal }) => fetchRoles(signal),
    meta: { tables: ROLE_TABLES },
  })
export const useRoles = () => useQuery(rolesQuery())

export const usePermissions = (params: Partial<PermissionListParams>) =>
  useQuery({
    queryKey: rolesKeys.permissions(params),
    queryFn: ({ signal }) => fetchPermissions(params, signal),
    meta: { tables: PERMISSION_TABLES },
    placeholderData: keepPreviousData,
  })

export const useUpdateRole = () =>
  useAppMutation({ mutationFn: updateRole, tables: PERMISSION_TABLES, errorMessage: null })
export const useAddPermission = () =>
  useAppMutation({ mutationFn: addPermission, tables: PERMISSION_TABLES, errorMessage: null })
export const useRenamePermission = () =>
  useAppMutation({ mutationFn: renamePermission, tables: PERMISSION_TABLES, errorMessage: null })
export const useDeletePermission = () =>
  useAppMutation({
    mutationFn: deletePermission,
    tables: PERMISSION_TABLES,
    errorMessage: 'users.failed',
  })
