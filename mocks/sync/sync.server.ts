/**
 * Connected mode (issue 29): the device's sync endpoints and the agency server's, and their
 * bookkeeping tables, which stay where they are (never exported, pushed nor pulled) and which a
 * reset leaves alone.
 */
import type { ServerApp } from '@mocks/kernel/app'
import { deviceSyncRoutes } from './device-routes'
import { serverSyncRoutes } from './server-routes'
import { syncTables } from './sync.table'

export const syncServer: ServerApp = {
  id: 'sync',
  access: 'signed-in',
  tables: syncTables,
  keep: Object.keys(syncTables),
  routes: [...deviceSyncRoutes, ...serverSyncRoutes],
  device: true,
}
