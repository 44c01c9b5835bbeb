/** The invoice app's backend: tables, seeds, row schemas and routes, under its manifest's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { invoiceManifest } from '@/features/invoice/invoice.manifest'
import { invoiceRoutes } from './invoice.handlers'
import { invoiceRowSchemas } from './invoice.rows'
import { invoiceSeeds } from './invoice.seed'
import { invoiceTables } from './invoice.table'
import './invoice.search'

export const invoiceServer: ServerApp = {
  id: 'invoice',
  access: invoiceManifest.ability,
  tables: invoiceTables,
  seeds: invoiceSeeds,
  rows: invoiceRowSchemas,
  routes: invoiceRoutes,
}
