/** Reset, export, import and stats of the whole store: it needs to know every other app's data. */
import type { ServerApp } from '@mocks/kernel/app'
import type { DataRegistry } from '@mocks/db/seed'
import { localDbManifest } from '@/features/local-db/local-db.manifest'
import { localDbRoutes } from './local-db.handlers'

export const localDbServer = (data: DataRegistry): ServerApp => ({
  id: 'local-db',
  access: localDbManifest.ability,
  routes: localDbRoutes(data),
})
