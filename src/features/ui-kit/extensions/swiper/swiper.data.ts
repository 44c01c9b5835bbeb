/** The swiper demo's own slides: covers, partner insurers, notices and a claim's history. */
import {
  IconBriefcase,
  IconCar,
  IconHeartbeat,
  IconHome,
  type Icon as TablerIcon,
} from '@tabler/icons-react'

export const COVERS: readonly { id: 'home' | 'car' | 'life' | 'business'; icon: TablerIcon }[] = [
  { id: 'home', icon: IconHome },
  { id: 'car', icon: IconCar },
  { id: 'life', icon: IconHeartbeat },
  { id: 'business', icon: IconBriefcase },
]

export const INSURERS: readonly { name: string; days: number; lines: string[] }[] = [
  { name: 'Atlántica Seguros', days: 9, lines: ['home', 'car'] },
  { name: 'Norte Mutua', days: 12, lines: ['life'] },
  { name: 'Iberia Re', days: 7, lines: ['business', 'home'] },
  { name: 'Vida Plena', days: 14, lines: ['life', 'home'] },
  { name: 'Ruta Auto', days: 6, lines: ['car'] },
  { name: 'Puerto Comercial', days: 11, lines: ['business'] },
]

export const NOTICES = ['renewals', 'storm', 'portal'] as const

export const CLAIM_STEPS: readonly { id: string; date: string }[] = [
  { id: 'opened', date: '2025-05-02' },
  { id: 'expert', date: '2025-05-06' },
  { id: 'approved', date: '2025-05-13' },
  { id: 'paid', date: '2025-05-16' },
]
