/** The help center: FAQ (searchable, by category) and the knowledge base (categories and questions). The backend: tables, seeds, row schemas and routes, under its manifest's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { faqManifest } from '@/features/faq/faq.manifest'
import { faqRoutes } from './faq.handlers'
import { faqRowSchemas } from './faq.rows'
import { faqSeeds } from './faq.seed'
import { faqTables } from './faq.table'

export const faqServer: ServerApp = {
  id: 'faq',
  access: faqManifest.ability,
  tables: faqTables,
  seeds: faqSeeds,
  rows: faqRowSchemas,
  routes: faqRoutes,
}
