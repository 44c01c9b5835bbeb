/** The table page's demo data: a month of the agency's policy renewals (not the product's own). */
export type RenewalLine = 'motor' | 'home' | 'fleet' | 'liability' | 'health' | 'life'
export type RenewalStatus = 'renewed' | 'due' | 'quoted' | 'lapsed'

export interface Renewal {
  policy: string
  client: string
  line: RenewalLine
  premium: number
  renewal: string
  status: RenewalStatus
}

export const RENEWAL_COLORS: Record<RenewalStatus, string> = {
  renewed: 'green',
  due: 'orange',
  quoted: 'blue',
  lapsed: 'red',
}

export const RENEWALS: readonly Renewal[] = [
  {
    policy: 'CR-20418',
    client: 'Lucía Fernández',
    line: 'motor',
    premium: 612.4,
    renewal: '2026-12-01',
    status: 'renewed',
  },
  {
    policy: 'CR-20433',
    client: 'Transportes Ibarra S.L.',
    line: 'fleet',
    premium: 14_880,
    renewal: '2026-12-03',
    status: 'due',
  },
  {
    policy: 'CR-20451',
    client: 'Javier Romero',
    line: 'home',
    premium: 318.75,
    renewal: '2026-12-04',
    status: 'quoted',
  },
  {
    policy: 'CR-20467',
    client: 'Clínica Dental Sonrisa',
    line: 'liability',
    premium: 2_140,
    renewal: '2026-12-06',
    status: 'renewed',
  },
  {
    policy: 'CR-20472',
    client: 'Marta Iglesias',
    line: 'health',
    premium: 1_096.2,
    renewal: '2026-12-09',
    status: 'due',
  },
  {
    policy: 'CR-20488',
    client: 'Pablo Navarro',
    line: 'life',
    premium: 455,
    renewal: '2026-12-11',
    status: 'lapsed',
  },
  {
    policy: 'CR-20495',
    client: 'Panadería Vidal',
    line: 'liability',
    premium: 780.3,
    renewal: '2026-12-12',
    status: 'quoted',
  },
  {
    policy: 'CR-20503',
    client: 'Elena Castillo',
    line: 'motor',
    premium: 529.9,
    renewal: '2026-12-15',
    status: 'renewed',
  },
  {
    policy: 'CR-20519',
    client: 'Hugo Etxeberria',
    line: 'home',
    premium: 402.6,
    renewal: '2026-12-17',
    status: 'due',
  },
  {
    policy: 'CR-20526',
    client: 'Logística Puig',
    line: 'fleet',
    premium: 9_315.5,
    renewal: '2026-12-19',
    status: 'quoted',
  },
  {
    policy: 'CR-20534',
    client: 'Nuria Ortega',
    line: 'health',
    premium: 884,
    renewal: '2026-12-22',
    status: 'renewed',
  },
  {
    policy: 'CR-20547',
    client: 'Álvaro Molina',
    line: 'life',
    premium: 390.1,
    renewal: '2026-12-28',
    status: 'due',
  },
]
