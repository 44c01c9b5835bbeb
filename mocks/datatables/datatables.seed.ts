/**
 * The data tables' seed: 100 people of a Spanish insurance agency and its client companies,
 * made from the id alone, so the seed, the scale test and the bench (100,000 rows) all draw
 * the same, deterministic rows.
 */
import type { Seed } from '@mocks/db/seed'
import type { DataTableRow } from '@/features/ui-kit/datatables.schema'
import { toRow } from './datatables.table'

export const SEED_DATATABLE_ROWS = 100

const FIRST = [
  'Lucía',
  'Javier',
  'Carmen',
  'Mateo',
  'Elena',
  'Pablo',
  'Marta',
  'Diego',
  'Sofía',
  'Álvaro',
  'Nuria',
  'Iker',
  'Ainhoa',
  'Jordi',
  'Montserrat',
  'Hugo',
  'Clara',
  'Marco',
  'Inês',
  'Lukas',
  'Camille',
  'Giulia',
  'Tomás',
  'Beatriz',
  'Andrés',
  'Rocío',
  'Xabier',
  'Pilar',
  'Enzo',
  'Laura',
] as const
const LAST = [
  'García',
  'Fernández',
  'López',
  'Martínez',
  'Sánchez',
  'Romero',
  'Navarro',
  'Torres',
  'Ruiz',
  'Iglesias',
  'Castillo',
  'Ortega',
  'Vidal',
  'Puig',
  'Etxeberria',
  'Moreno',
  'Domínguez',
  'Rossi',
  'Dubois',
  'Schmidt',
  'Silva',
  'Costa',
  'Molina',
  'Herrera',
  'Cano',
  'Prieto',
] as const
const POSTS = [
  'Claims Adjuster',
  'Underwriter',
  'Account Executive',
  'Broker',
  'Risk Analyst',
  'Customer Service Agent',
  'Actuary',
  'Loss Assessor',
  'Renewals Coordinator',
  'Compliance Officer',
  'Fleet Manager',
  'HR Director',
  'Office Manager',
  'Sales Agent',
] as const
const CITIES = [
  'Madrid',
  'Barcelona',
  'Valencia',
  'Sevilla',
  'Bilbao',
  'Zaragoza',
  'Málaga',
  'Valladolid',
  'Lisboa',
  'Porto',
  'Toulouse',
  'Lyon',
  'Milano',
  'München',
  'Palma',
  'A Coruña',
] as const
const DOMAINS = ['corredor.es', 'segurosnorte.es', 'flotasiberia.com', 'mutualpyme.es'] as const

/** A small, stable integer hash of (n, salt): the same id always draws the same person. */
function pick(n: number, salt: number): number {
  let x = Math.imul(n ^ (salt * 0x9e3779b1), 0x85ebca6b)
  x ^= x >>> 13
  x = Math.imul(x, 0xc2b2ae35)
  x ^= x >>> 16
  return x >>> 0
}

const from = <T>(list: readonly T[], n: number, salt: number): T =>
  list[pick(n, salt) % list.length]!

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')

const pad = (value: number) => String(value).padStart(2, '0')

export function generateDataTableRow(id: number): DataTableRow {
  const first = from(FIRST, id, 1)
  const last = from(LAST, id, 2)
  const age = 21 + (pick(id, 3) % 44)
  const experience = Math.min(age - 20, pick(id, 4) % 25)
  const year = 2026 - (pick(id, 5) % 12)
  const start = `${year}-${pad(1 + (pick(id, 6) % 12))}-${pad(1 + (pick(id, 7) % 28))}`
  return {
    responsive_id: '',
    id,
    avatar: id % 3 === 0 ? '' : `/images/avatars/${(id % 12) + 1}.svg`,
    full_name: `${first} ${last}`,
    post: from(POSTS, id, 8),
    email: `${ascii(first)}.${ascii(last)}${id}@${from(DOMAINS, id, 9)}`,
    city: from(CITIES, id, 10),
    start_date: start,
    // Whole euros a year, in steps of 50: 21,000 to about 95,000.
    salary: 21_000 + (pick(id, 11) % 1_480) * 50,
    age,
    experience,
    status: 1 + (pick(id, 12) % 5),
  }
}

export const datatablesSeeds: Seed[] = [
  {
    table: 'dataTableRows',
    rows: () =>
      Array.from({ length: SEED_DATATABLE_ROWS }, (_, index) =>
        toRow(generateDataTableRow(index + 1)),
      ),
  },
]
