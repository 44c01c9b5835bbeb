/** The pricing plans and the signed-in user's subscription (plan and billing cycle), and the license page. The backend: tables, seeds, row schemas and routes, under its manifest's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { pricingManifest } from '@/features/pricing/pricing.manifest'
import { pricingRoutes } from './pricing.handlers'
import { pricingRowSchemas } from './pricing.rows'
import { pricingSeeds } from './pricing.seed'
import { pricingTables } from './pricing.table'

export const pricingServer: ServerApp = {
  id: 'pricing',
  access: pricingManifest.ability,
  tables: pricingTables,
  seeds: pricingSeeds,
  rows: pricingRowSchemas,
  owned: ['pricingSubscriptions'],
  routes: pricingRoutes,
}
