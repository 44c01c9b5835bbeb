/** The shop's backend: tables, seeds, row schemas and routes, under its manifest's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { ecommerceManifest } from '@/features/ecommerce/ecommerce.manifest'
import { ecommerceRoutes } from './ecommerce.handlers'
import { ecommerceRowSchemas } from './ecommerce.rows'
import { ecommerceSeeds } from './ecommerce.seed'
import { ecommerceTables } from './ecommerce.table'

export const ecommerceServer: ServerApp = {
  id: 'ecommerce',
  access: ecommerceManifest.ability,
  tables: ecommerceTables,
  seeds: ecommerceSeeds,
  rows: ecommerceRowSchemas,
  owned: ['ecommerceWishlist', 'ecommerceCart', 'ecommerceOrders', 'ecommerceAddresses'],
  routes: ecommerceRoutes,
}
