/**
 * The carousel demo's slides: pictures from the agency's own guides, a few client reviews and
 * the week's announcements. Their words are in the page's locales under the same ids.
 */
export const GUIDES = [
  { id: 'storm', image: '/images/blog/storm-home.svg' },
  { id: 'car', image: '/images/blog/car-claim.svg' },
  { id: 'cyber', image: '/images/blog/cyber-shield.svg' },
  { id: 'travel', image: '/images/blog/travel.svg' },
] as const

export const REVIEWS = [
  { id: 'lucia', name: 'Lucía Fernández', avatar: '/images/avatars/2.svg', rating: 5 },
  { id: 'javier', name: 'Javier Vega', avatar: '/images/avatars/3.svg', rating: 5 },
  { id: 'camila', name: 'Camila Rojas', avatar: '/images/avatars/4.svg', rating: 4 },
  { id: 'tomas', name: 'Tomás Ortega', avatar: '/images/avatars/5.svg', rating: 5 },
  { id: 'navarro', name: 'Navarro Logistics', avatar: '/images/avatars/6.svg', rating: 4 },
] as const

export const PLANS = ['home', 'auto', 'life', 'business'] as const

export const NEWS = ['office', 'rates', 'portal'] as const
