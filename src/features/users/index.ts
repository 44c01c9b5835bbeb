import { lazyPage } from '@/shared/ui/lazy-page'

export { accessAdminManifest, usersManifest } from './users.manifest'
export const UserListPage = lazyPage(() =>
  import('./ui/list/UserListPage').then((m) => m.UserListPage),
)
export const UserViewPage = lazyPage(() =>
  import('./ui/view/UserViewPage').then((m) => m.UserViewPage),
)
export const RolesPage = lazyPage(() => import('./ui/roles/RolesPage').then((m) => m.RolesPage))
export const PermissionsPage = lazyPage(() =>
  import('./ui/permissions/PermissionsPage').then((m) => m.PermissionsPage),
)
export { userListSearchSchema, type UserListSearch } from './ui/list/user-search'
export { userViewSearchSchema, type UserViewSearch } from './ui/view/user-view-search'
export { permissionSearchSchema, type PermissionSearch } from './ui/permissions/permission-search'
export type { User, UserRole, UserPlan, UserStatus } from './users.schema'
