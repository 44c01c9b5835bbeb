/** Pure rules of the invoice handlers: totals, balances, what changed, payment details. */
import { now } from '@mocks/kernel/draws'
import {
  balanceValue,
  invoiceTotals,
  type Invoice,
  type InvoicePatch,
  type PaymentDetails,
} from '@/features/invoice/invoice.schema'
import type { NewEntry } from './invoice.history'

export const round2 = (value: number) => Math.round(value * 100) / 100
export const today = () => now().toISOString().slice(0, 10)

const DAY = 24 * 60 * 60 * 1000
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY)

/** The agency's bank: where every invoice asks to be paid. */
export function paymentDetailsOf(invoice: Invoice): PaymentDetails {
  const due = balanceValue(invoice.balance)
  return {
    totalDue: `${due < 0 ? '-' : ''}$${Math.abs(due).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    bankName: 'Banco Santander',
    country: 'Spain',
    iban: 'ES91 2100 0418 4502 0005 1332',
    swiftCode: 'BSCHESMMXXX',
  }
}

type Changes = Omit<InvoicePatch, 'id' | 'total'>

/**
 * The invoice after an update. The total follows the items; what was already paid stays paid,
 * so a new total moves the balance by the same amount unless a balance is given.
 */
export function applyPatch(stored: Invoice, changes: Changes): Invoice {
  const next: Invoice = { ...stored, ...(changes as Partial<Invoice>), id: stored.id }
  next.total = invoiceTotals(next.items).total
  if (changes.balance === undefined && next.total !== stored.total)
    next.balance = round2(balanceValue(stored.balance) + next.total - stored.total)
  return next
}

const FIELDS = [
  'issuedDate',
  'dueDate',
  'client',
  'service',
  'avatar',
  'balance',
  'items',
  'salesperson',
  'note',
  'paymentTerms',
  'total',
] as const

/** The timeline entries an update makes: the fields edited, and a status change on its own. */
export function updateEntries(before: Invoice, after: Invoice): NewEntry[] {
  const fields = FIELDS.filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  )
  const entries: NewEntry[] = []
  if (fields.length) entries.push({ invoiceId: after.id, type: 'edited', fields })
  if (before.invoiceStatus !== after.invoiceStatus)
    entries.push({
      invoiceId: after.id,
      type: 'status',
      from: before.invoiceStatus,
      to: after.invoiceStatus,
    })
  return entries
}
