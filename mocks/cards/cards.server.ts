/** The dashboards' cards: read-only routes over other apps' tables and fixed figures. */
import type { ServerApp } from '@mocks/kernel/app'
import { dashboardsManifest } from '@/features/dashboards/dashboards.manifest'
import { cardsRoutes } from './cards.handlers'

export const cardsServer: ServerApp = {
  id: 'cards',
  access: dashboardsManifest.ability,
  routes: cardsRoutes,
}
