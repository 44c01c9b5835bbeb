import { isOneOf } from '@/shared/contract/one-of'
import { lazyPage } from '@/shared/ui/lazy-page'
import { CARD_KINDS, type CardKind } from './dashboards.manifest'

export { cardsManifest, dashboardsManifest, CARD_KINDS, type CardKind } from './dashboards.manifest'
export const EcommerceDashboard = lazyPage(() =>
  import('./ui/EcommerceDashboard').then((m) => m.EcommerceDashboard),
)
export const AnalyticsDashboard = lazyPage(() =>
  import('./ui/AnalyticsDashboard').then((m) => m.AnalyticsDashboard),
)
export { prefetchAnalyticsDashboard, prefetchEcommerceDashboard } from './api/dashboards.prefetch'
export const CardsPage = lazyPage(() => import('./ui/CardsPage').then((m) => m.CardsPage))

export const parseCardKind = (value: string): CardKind | undefined =>
  isOneOf(CARD_KINDS, value) ? value : undefined
