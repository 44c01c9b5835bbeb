/**
 * The users app's endpoints (shared/contract/endpoint.ts), each declared once: the user records
 * and the user page's settings, the roles, and the permissions.
 */
import { z } from 'zod'
import { endpoint } from '@/shared/contract/endpoint'
import {
  addPermissionSchema,
  permissionIdSchema,
  permissionListQuerySchema,
  permissionListSchema,
  permissionSchema,
  roleSchema,
  rolesSchema,
  updatePermissionSchema,
  updateRoleSchema,
} from './roles.schema'
import {
  changePasswordSchema,
  updateSettingsSchema,
  userSettingsSchema,
} from './user-settings.schema'
import {
  addUserSchema,
  updateUserSchema,
  userIdBodySchema,
  userIdQuerySchema,
  userListQuerySchema,
  userListSchema,
  usernameCheckQuerySchema,
  usernameCheckSchema,
  userReplySchema,
  userSchema,
} from './users.schema'

export const usersEndpoints = {
  usernameAvailable: endpoint({
    method: 'GET',
    path: '/api/users/username-available',
    query: usernameCheckQuerySchema,
    response: usernameCheckSchema,
  }),
  allData: endpoint({
    method: 'GET',
    path: '/api/users/list/all-data',
    response: z.array(userSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/users/list/data',
    query: userListQuerySchema,
    response: userListSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/apps/users/add-user',
    body: addUserSchema,
    response: userReplySchema,
  }),
  one: endpoint({
    method: 'GET',
    path: '/api/users/user',
    query: userIdQuerySchema,
    response: userSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: '/apps/users/update-user',
    body: updateUserSchema,
    response: userReplySchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/apps/users/delete',
    body: userIdBodySchema,
    response: userReplySchema,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/users/settings',
    query: userIdQuerySchema,
    response: userSettingsSchema,
  }),
  updateSettings: endpoint({
    method: 'POST',
    path: '/apps/users/update-settings',
    body: updateSettingsSchema,
    response: userSettingsSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/apps/users/change-password',
    body: changePasswordSchema,
    response: userSettingsSchema,
  }),
}

export const rolesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/apps/roles/data',
    response: rolesSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: '/apps/roles/update',
    body: updateRoleSchema,
    response: roleSchema,
  }),
}

export const permissionsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/apps/permissions/data',
    query: permissionListQuerySchema,
    response: permissionListSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/apps/permissions/add-permission',
    body: addPermissionSchema,
    response: permissionSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: '/apps/permissions/update-permission',
    body: updatePermissionSchema,
    response: permissionSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/apps/permissions/delete',
    body: permissionIdSchema,
    response: permissionSchema,
  }),
}
