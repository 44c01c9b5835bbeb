import type { AppManifest } from '@/shared/contract/manifest'

/**
 * The dashboards (`/` is the admin's home) and the cards catalogue, and the card endpoints'
 * ability: `manage all` (the admin) covers it; the client has none.
 */
export const dashboardsManifest: AppManifest = {
  id: 'dashboards',
  title: 'Dashboards',
  section: 'dashboards',
  icon: 'IconSmartHome',
  ability: ['read', 'Dashboard'],
  pages: [
    {
      id: 50,
      target: 'dashboard-ecommerce',
      title: 'eCommerce',
      icon: 'IconShoppingCart',
      link: '/',
    },
    {
      id: 51,
      target: 'dashboard-analytics',
      title: 'Analytics',
      icon: 'IconChartPie',
      link: '/dashboard/analytics',
    },
  ],
}

export const CARD_KINDS = ['basic', 'advance', 'statistics', 'analytics', 'action'] as const
export type CardKind = (typeof CARD_KINDS)[number]

export const cardsManifest: AppManifest = {
  id: 'cards',
  title: 'Cards',
  section: 'ui',
  icon: 'IconCards',
  ability: ['read', 'Dashboard'],
  pages: CARD_KINDS.map((kind, i) => ({
    id: 52 + i,
    target: `cards-${kind}`,
    title: kind[0]!.toUpperCase() + kind.slice(1),
    icon: 'IconCards',
    link: `/cards/${kind}`,
  })),
}
