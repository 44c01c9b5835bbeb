/**
 * Demo policies for the extensions' list pages (pagination, export, context menu): not the
 * product's data, so they are made here, the same every time (tests name rows by number).
 */
export const LINES = ['motor', 'home', 'life', 'health', 'commercial'] as const
export type Line = (typeof LINES)[number]

export type PolicyStatus = 'active' | 'due' | 'renewed'

export interface DemoPolicy {
  /** CR-10001, CR-10002, ... */
  number: string
  client: string
  line: Line
  /** Yearly premium in euros. */
  premium: number
  /** The next renewal, an ISO date. */
  renewal: string
  status: PolicyStatus
}

const FIRST = [
  'Elena',
  'Marco',
  'Sofía',
  'Lucas',
  'Anna',
  'Hugo',
  'Valentina',
  'Jonas',
  'Camille',
  'Diego',
  'Inês',
  'Mateo',
  'Clara',
  'Noah',
  'Lea',
  'Tomás',
  'Beatriz',
  'Paul',
]
const LAST = [
  'Suárez',
  'Rossi',
  'Castillo',
  'Schmidt',
  'Moreau',
  'Ferreira',
  'García',
  'Weber',
  'Dubois',
  'Costa',
  'Navarro',
  'Keller',
  'Lefèvre',
  'Almeida',
]

/** A small linear congruential generator: fixed seed, fixed sequence. */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

const RENEWALS_FROM = Date.UTC(2026, 0, 5)
const DAY = 86_400_000

/** `count` policies, numbered from CR-10001, renewals spread over the coming year. */
export function demoPolicies(count: number): DemoPolicy[] {
  const next = sequence(20_250_601)
  return Array.from({ length: count }, (_, index) => {
    // A step coprime with the number of name pairs: every policy up to 252 has its own client.
    const pair = (index * 11) % (FIRST.length * LAST.length)
    const first = FIRST[pair % FIRST.length]!
    const last = LAST[Math.floor(pair / FIRST.length)]!
    const line = LINES[Math.floor(next() * LINES.length)]!
    const premium = Math.round((180 + next() * 2400) * 100) / 100
    const renewal = new Date(RENEWALS_FROM + Math.floor(index * 2.6) * DAY)
    const status: PolicyStatus = next() < 0.25 ? 'due' : 'active'
    return {
      number: `CR-${10001 + index}`,
      client: `${first} ${last}`,
      line,
      premium,
      renewal: renewal.toISOString().slice(0, 10),
      status,
    }
  })
}

/** A premium as the reader writes money: `€1,234.50`, `1.234,50 €`. */
export const formatPremium = (value: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(value)

/** The rows of one page, and where they sit in the whole list (1-based, for "21–30 of 137"). */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number) {
  const pages = Math.max(1, Math.ceil(rows.length / perPage))
  const current = Math.min(Math.max(1, page), pages)
  const start = (current - 1) * perPage
  const slice = rows.slice(start, start + perPage)
  return {
    rows: slice,
    page: current,
    pages,
    from: slice.length === 0 ? 0 : start + 1,
    to: start + slice.length,
  }
}
