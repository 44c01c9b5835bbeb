/** The help center: FAQ (searchable, by category) and the knowledge base (categories and questions). The backend: tables, seeds, row schemas and routes, under its manifest's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { faqManifest } from '@/features/faq/faq.manifest'

export const faqServer: ServerApp = {
  id: 'faq',
  access: faqManifest.ability,
  tables: {},
  seeds: [],
  rows: {},
  routes: [],
}
