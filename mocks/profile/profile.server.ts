/** The user profile page: header, about, feed, posts with likes and comments, polls. The backend: tables, seeds, row schemas and routes, under its manifest's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { profileManifest } from '@/features/profile/profile.manifest'
import { profileRoutes } from './profile.handlers'
import { profileRowSchemas } from './profile.rows'
import { profileSeeds } from './profile.seed'
import { profileTables } from './profile.table'

export const profileServer: ServerApp = {
  id: 'profile',
  access: profileManifest.ability,
  tables: profileTables,
  seeds: profileSeeds,
  rows: profileRowSchemas,
  routes: profileRoutes,
}
