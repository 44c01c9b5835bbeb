/** API keys: create with a name and scopes (shown once), list by their last four characters, revoke. The backend: tables, seeds, row schemas and routes, under its manifest's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { apiKeysManifest } from '@/features/api-keys/api-keys.manifest'

export const apiKeysServer: ServerApp = {
  id: 'api-keys',
  access: apiKeysManifest.ability,
  tables: {},
  seeds: [],
  rows: {},
  routes: [],
}
