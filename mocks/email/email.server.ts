/** The email app's backend: tables, seeds, row schemas and routes, under its manifest's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { emailManifest } from '@/features/email/email.manifest'
import { emailRoutes } from './email.handlers'
import { emailRowSchemas } from './email.rows'
import { emailSeeds } from './email.seed'
import { emailTables } from './email.table'

export const emailServer: ServerApp = {
  id: 'email',
  access: emailManifest.ability,
  tables: emailTables,
  seeds: emailSeeds,
  rows: emailRowSchemas,
  routes: emailRoutes,
}
