/** The todo app's backend: tables, seeds, row schemas and routes, under its manifest's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { todoManifest } from '@/features/todo/todo.manifest'
import { todoRoutes } from './todo.handlers'
import { todoRowSchemas } from './todo.rows'
import { todoSeeds } from './todo.seed'
import { todoTables } from './todo.table'

export const todoServer: ServerApp = {
  id: 'todo',
  access: todoManifest.ability,
  tables: todoTables,
  seeds: todoSeeds,
  rows: todoRowSchemas,
  routes: todoRoutes,
}
