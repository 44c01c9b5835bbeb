/**
 * Fifty invoices over the six statuses, spun from the hand-written clients and services with a
 * fixed-seed generator: the same rows on every install. Balances are numbers or currency strings
 * (`"$724"`, `"-$205.25"`), zero when paid and sometimes otherwise, negative for a credit. Each
 * invoice gets a plausible timeline: created, then sent and paid where its status says so.
 */
import type { Seed } from '@mocks/db/seed'
import {
  INVOICE_STATUSES,
  balanceValue,
  invoiceTotals,
  type Balance,
  type HistoryEntry,
  type Invoice,
  type InvoiceStatus,
  type LineItem,
} from '@/features/invoice/invoice.schema'
import {
  seedClients,
  seedNotes,
  seedSalespeople,
  seedServices,
  seedTerms,
} from './invoice.seed-data'
import { toRow, type InvoiceRow } from './invoice.table'

export const SEED_INVOICES = 50
/** The seeds' "today": dates fall before it, so the data reads the same on any day. */
const TODAY = Date.UTC(2026, 10, 22)
const DAY = 24 * 60 * 60 * 1000

/** A small linear congruential generator: deterministic and enough for seed data. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

const pick = <T>(next: () => number, list: readonly T[]): T =>
  list[Math.floor(next() * list.length)]!
const iso = (time: number) => new Date(time).toISOString().slice(0, 10)
const dollars = (value: number) =>
  `${value < 0 ? '-' : ''}$${Number.isInteger(value) ? Math.abs(value) : Math.abs(value).toFixed(2)}`

function balanceFor(status: InvoiceStatus, total: number, n: number, next: () => number): Balance {
  if (status === 'Paid') return n % 4 === 0 ? '$0' : 0
  if (status === 'Partial Payment') {
    const left = Math.round(total * (0.2 + next() * 0.6) * 100) / 100
    return n % 2 ? dollars(left) : left
  }
  // A few settled early (zero), a few overpaid (a credit, negative), the rest owe everything.
  if (n % 11 === 3) return 0
  if (n % 13 === 5) return dollars(-Math.round(next() * 30_000) / 100)
  return n % 3 ? total : dollars(total)
}

/** Invoice number `n` of a generated book; the seed uses 1 to 50, the scale tests many more. */
export function generateInvoice(n: number): Invoice {
  const next = random(n * 7919 + 17)
  const status = INVOICE_STATUSES[(n * 5 + Math.floor(next() * 3)) % INVOICE_STATUSES.length]!
  const client = seedClients[(n * 7 + 3) % seedClients.length]!
  const { service, lines } = pick(next, seedServices)
  const items: LineItem[] = lines.map((line) => ({ ...line, quantity: 1 + Math.floor(next() * 4) }))
  const issued = TODAY - Math.floor(next() * 150 + (status === 'Past Due' ? 45 : 0)) * DAY
  const terms = pick(next, seedTerms)
  const days = terms === 'Due on receipt' ? 0 : Number(terms.slice(4))
  const { total } = invoiceTotals(items)
  const { id: _id, ...embedded } = client
  return {
    id: n,
    issuedDate: iso(issued),
    client: embedded,
    service,
    total,
    avatar: n % 3 === 0 ? '' : `/images/avatars/${(n % 12) + 1}.svg`,
    invoiceStatus: status,
    balance: balanceFor(status, total, n, next),
    dueDate: iso(issued + days * DAY),
    items,
    salesperson: pick(next, seedSalespeople),
    note: pick(next, seedNotes),
    paymentTerms: terms,
  }
}

const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`

/** The timeline an invoice of this status plausibly has. */
export function seedTimeline(invoice: Invoice): Omit<HistoryEntry, 'id'>[] {
  const base = { invoiceId: invoice.id, by: invoice.salesperson || 'John Doe' }
  const entries: Omit<HistoryEntry, 'id'>[] = [
    { ...base, type: 'created', at: at(invoice.issuedDate, 9) },
  ]
  const status = invoice.invoiceStatus
  if (status !== 'Draft' && status !== 'Downloaded')
    entries.push({
      ...base,
      type: 'sent',
      at: at(invoice.issuedDate, 11),
      recipient: invoice.client.companyEmail,
    })
  if (status === 'Downloaded')
    entries.push({ ...base, type: 'downloaded', at: at(invoice.issuedDate, 10) })
  if (status === 'Paid' || status === 'Partial Payment') {
    const left = status === 'Paid' ? 0 : balanceValue(invoice.balance)
    entries.push({
      ...base,
      type: 'payment',
      at: at(invoice.dueDate, 15),
      amount: Math.round((invoice.total - left) * 100) / 100,
      method: 'Bank transfer',
      balance: left,
    })
  }
  if (status === 'Past Due')
    entries.push({
      ...base,
      type: 'status',
      at: at(invoice.dueDate, 23),
      from: 'Sent',
      to: 'Past Due',
    })
  return entries
}

export const seedInvoiceRows = (): InvoiceRow[] =>
  Array.from({ length: SEED_INVOICES }, (_, index) => toRow(generateInvoice(index + 1)))

export const seedHistoryRows = (): HistoryEntry[] =>
  seedInvoiceRows()
    .flatMap(seedTimeline)
    .map((entry, index) => ({ ...entry, id: index + 1 }))

export const invoiceSeeds: Seed[] = [
  { table: 'invoices', rows: seedInvoiceRows },
  { table: 'invoiceHistory', rows: seedHistoryRows },
  { table: 'invoiceClients', rows: () => seedClients },
]
