/** The users app's backend: user records, roles, permissions and the user page's settings. */
import type { ServerApp } from '@mocks/kernel/app'
import { usersManifest } from '@/features/users/users.manifest'
import { permissionsRoutes } from './permissions.handlers'
import { rolesRoutes } from './roles.handlers'
import { userSettingsRoutes } from './user-settings.handlers'
import { usersRoutes } from './users.handlers'
import { usersRowSchemas } from './users.rows'
import { usersSeeds } from './users.seed'
import { usersTables } from './users.table'

export const usersServer: ServerApp = {
  id: 'users',
  access: usersManifest.ability,
  tables: usersTables,
  seeds: usersSeeds,
  rows: usersRowSchemas,
  routes: [...usersRoutes, ...userSettingsRoutes, ...rolesRoutes, ...permissionsRoutes],
}
