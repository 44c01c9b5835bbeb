/** Sign-in, registration, refresh and sign-out: each route declares its own access. */
import type { ServerApp } from '@mocks/kernel/app'
import { authRoutes } from './auth.handlers'
import { authRowSchemas } from './auth.rows'
import { authSeeds } from './auth.seed'
import { authKeptTables, authTables } from './auth.table'

export const authServer: ServerApp = {
  id: 'auth',
  tables: authTables,
  seeds: authSeeds,
  keep: authKeptTables,
  rows: authRowSchemas,
  routes: authRoutes,
}
