/**
 * API keys: create with a name and scopes (shown once), list by their last four characters,
 * revoke. The backend: tables, seeds and routes, under its manifest's ability. The keys' hashes
 * are secrets, like passwords: no row schemas, so an export leaves them out and an import leaves
 * them alone.
 */
import type { ServerApp } from '@mocks/kernel/app'
import { apiKeysManifest } from '@/features/api-keys/api-keys.manifest'
import { apiKeysRoutes } from './api-keys.handlers'
import { apiKeysSeeds } from './api-keys.seed'
import { apiKeysTables } from './api-keys.table'

export const apiKeysServer: ServerApp = {
  id: 'api-keys',
  access: apiKeysManifest.ability,
  tables: apiKeysTables,
  seeds: apiKeysSeeds,
  routes: apiKeysRoutes,
  // A key's secret is shown once, where it was made: keys made on a device stay on it.
  device: true,
}
