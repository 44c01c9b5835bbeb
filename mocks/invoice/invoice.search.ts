/**
 * What a search (`q`) needs of every invoice, kept in the worker's memory: the lower-cased text
 * the contract searches (client email and name, id, total, balance, due date) and the sort keys.
 * Substring search cannot use an index, and reading 10,000 rows takes far longer than a page may,
 * so the projection is built once from the table and then kept up to date by a DBCore middleware
 * that sees every write to `invoices` (the kernel's write transaction, a reset, an import) and
 * applies it when its transaction commits. A build that raced a commit is thrown away.
 */
import type { DBCore, DBCoreMutateRequest, Middleware } from 'dexie'
import { db } from '@mocks/db/database'
import type { InvoiceSortColumn } from '@/features/invoice/invoice.schema'
import { invoices, type InvoiceRow } from './invoice.table'

export type SortKey = string | number

export interface SearchEntry {
  id: number
  text: string
  statusKey: string
  salespersonKey: string
  balanceValue: number
  keys: Record<InvoiceSortColumn, SortKey>
}

export const sortKeyOf = (row: InvoiceRow): SearchEntry['keys'] => ({
  id: row.id,
  issuedDate: row.issuedDate,
  dueDate: row.dueDate,
  total: row.total,
  balance: row.balanceValue,
  invoiceStatus: row.statusKey,
  service: row.serviceKey,
  'client.name': row.clientNameKey,
  'client.companyEmail': row.clientEmailKey,
})

export const entryOf = (row: InvoiceRow): SearchEntry => ({
  id: row.id,
  text: [
    row.clientEmailKey,
    row.clientNameKey,
    String(row.id),
    String(row.total),
    String(row.balance).toLowerCase(),
    row.dueDate,
  ].join('\u0001'),
  statusKey: row.statusKey,
  salespersonKey: (row.salesperson ?? '').trim().toLowerCase(),
  balanceValue: row.balanceValue,
  keys: sortKeyOf(row),
})

let cache: Map<number, SearchEntry> | null = null
let generation = 0

type Change = { upsert: InvoiceRow[]; remove: number[]; reset: boolean }

function applyChange(change: Change): void {
  generation += 1
  if (!cache) return
  if (change.reset) {
    cache = null
    return
  }
  for (const id of change.remove) cache.delete(id)
  for (const row of change.upsert) cache.set(row.id, entryOf(row))
}

function describe(request: DBCoreMutateRequest): Change {
  switch (request.type) {
    case 'add':
    case 'put':
      return { upsert: request.values as InvoiceRow[], remove: [], reset: false }
    case 'delete':
      return { upsert: [], remove: request.keys as number[], reset: false }
    default:
      return { upsert: [], remove: [], reset: true }
  }
}

/** Applies each committed write to `invoices` to the projection; aborted writes change nothing. */
export const invoiceSearchWatch: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'corredor-invoice-search',
  create: (down) => ({
    ...down,
    table(name) {
      const table = down.table(name)
      if (name !== 'invoices') return table
      return {
        ...table,
        mutate(request) {
          const change = describe(request)
          const trans = request.trans as unknown as Partial<EventTarget>
          if (typeof trans.addEventListener === 'function')
            trans.addEventListener('complete', () => applyChange(change))
          else applyChange({ ...change, reset: true })
          return table.mutate(request)
        },
      }
    },
  }),
}

db.use(invoiceSearchWatch)
// A database opened afresh (after a delete, or in a new worker) is read again.
db.on(
  'ready',
  () => {
    cache = null
    generation += 1
  },
  true,
)

/** Whether the projection is in memory (then any page may be cut from it). */
export const searchReady = () => cache !== null

/** Every invoice's search entry, built from the table on first use. */
export async function searchEntries(): Promise<Map<number, SearchEntry>> {
  if (cache) return cache
  const started = generation
  const rows = await invoices().toArray()
  const built = new Map(rows.map((row) => [row.id, entryOf(row)]))
  // A write committed while the rows were read: this copy may be stale, so keep it for this
  // answer only.
  if (generation === started) cache = built
  return built
}
