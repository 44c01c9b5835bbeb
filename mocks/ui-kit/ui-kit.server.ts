/** The UI kit's backend: the auto-complete demo's towns (table, seed, row schema, route), under the kit's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { UI_KIT_ABILITY } from '@/features/ui-kit/ui-kit.manifest'
import { uiKitRoutes } from './ui-kit.handlers'
import { uiKitRowSchemas } from './ui-kit.rows'
import { uiKitSeeds } from './ui-kit.seed'
import { uiKitTables } from './ui-kit.table'

export const uiKitServer: ServerApp = {
  id: 'ui-kit',
  access: UI_KIT_ABILITY,
  tables: uiKitTables,
  seeds: uiKitSeeds,
  rows: uiKitRowSchemas,
  routes: uiKitRoutes,
}
