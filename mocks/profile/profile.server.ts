/** The user profile page: header, about, feed, posts with likes and comments, polls. The backend: tables, seeds, row schemas and routes, under its manifest's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { profileManifest } from '@/features/profile/profile.manifest'

export const profileServer: ServerApp = {
  id: 'profile',
  access: profileManifest.ability,
  tables: {},
  seeds: [],
  rows: {},
  routes: [],
}
