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
  // Accounts, credentials and sessions stay where they are: a connected device signs in through
  // the server and keeps only its signed-in accounts (mocks/sync/accounts.ts).
  device: true,
}
