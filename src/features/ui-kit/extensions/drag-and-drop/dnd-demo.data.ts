/** The drag-and-drop demo's own data: today's call list and renewals by stage (not the API's). */

export interface CallItem {
  id: string
  client: string
  /** What the call is about (a key under `calls.reasons`). */
  reason: 'renewal' | 'claim' | 'payment' | 'quote' | 'documents'
  phone: string
}

export const CALLS: readonly CallItem[] = [
  { id: 'call-ortega', client: 'Carmen Ortega', reason: 'renewal', phone: '+34 612 304 118' },
  { id: 'call-vega', client: 'Almacenes Vega', reason: 'claim', phone: '+34 915 220 341' },
  { id: 'call-gil', client: 'Marta Gil', reason: 'payment', phone: '+34 699 871 020' },
  { id: 'call-herrera', client: 'Herrera Logistics', reason: 'quote', phone: '+34 934 118 562' },
  {
    id: 'call-castillo',
    client: 'Familia Castillo',
    reason: 'documents',
    phone: '+34 640 552 907',
  },
]

export const STAGES = ['toContact', 'quoted', 'renewed'] as const
export type StageId = (typeof STAGES)[number]

export interface RenewalCard {
  id: string
  policy: string
  client: string
  product: 'home' | 'car' | 'life' | 'business'
  premium: number
  /** The day the policy ends (ISO date). */
  due: string
}

export const RENEWALS: readonly RenewalCard[] = [
  {
    id: 'POL-2024-0457',
    policy: 'POL-2024-0457',
    client: 'Carmen Ortega',
    product: 'home',
    premium: 1240,
    due: '2025-06-12',
  },
  {
    id: 'POL-2024-0311',
    policy: 'POL-2024-0311',
    client: 'Juan Pérez',
    product: 'car',
    premium: 420,
    due: '2025-06-18',
  },
  {
    id: 'POL-2024-0218',
    policy: 'POL-2024-0218',
    client: 'Herrera Logistics',
    product: 'business',
    premium: 8650,
    due: '2025-06-30',
  },
  {
    id: 'POL-2024-0502',
    policy: 'POL-2024-0502',
    client: 'Marta Gil',
    product: 'life',
    premium: 310,
    due: '2025-07-02',
  },
  {
    id: 'POL-2024-0190',
    policy: 'POL-2024-0190',
    client: 'Lucía Fernández',
    product: 'home',
    premium: 980,
    due: '2025-07-09',
  },
  {
    id: 'POL-2024-0633',
    policy: 'POL-2024-0633',
    client: 'Almacenes Vega',
    product: 'business',
    premium: 5120,
    due: '2025-07-15',
  },
]

export type Stages = Record<StageId, string[]>

export const SEED_ORDER: readonly string[] = CALLS.map((call) => call.id)

export const SEED_STAGES: Stages = {
  toContact: ['POL-2024-0457', 'POL-2024-0311', 'POL-2024-0218'],
  quoted: ['POL-2024-0502', 'POL-2024-0190'],
  renewed: ['POL-2024-0633'],
}
