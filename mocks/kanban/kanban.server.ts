/** The kanban app's backend: tables, seeds, row schemas and routes, under its manifest's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { kanbanManifest } from '@/features/kanban/kanban.manifest'
import { kanbanRoutes } from './kanban.handlers'
import { kanbanRowSchemas } from './kanban.rows'
import { kanbanSeeds } from './kanban.seed'
import { kanbanTables } from './kanban.table'

export const kanbanServer: ServerApp = {
  id: 'kanban',
  access: kanbanManifest.ability,
  tables: kanbanTables,
  seeds: kanbanSeeds,
  rows: kanbanRowSchemas,
  routes: kanbanRoutes,
}
