/**
 * The server's invoice list at scale (issue 28: "at most 20 ms per page, searched and sorted, at
 * any depth"): an embedded PostgreSQL in a temporary folder, migrated and seeded as the server
 * does (main.ts), 100,000 invoices written through the store (so their projection's side table
 * is written as any write's is), then `GET /apps/invoice/invoices` answered by the real handler
 * through `answer()` with an admin's token, for searches, filters and sorts at the first, middle
 * and last page. Prints the median and p95 per combination, and the machine's load. A benchmark,
 * not a test: `npm run bench:server-invoices` (scripts/bench/server-invoices.mjs builds and runs
 * this); COUNT and RUNS change its size.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { answer } from '@mocks/dispatch'
import { ensureSeeded } from '@mocks/db/seed'
import { setStorage, storage } from '@mocks/db/storage'
import { dataRegistry } from '@mocks/handlers'
import { generateInvoice } from '@mocks/invoice/invoice.seed'
import { invoiceHistory, invoices, toRow } from '@mocks/invoice/invoice.table'
import { startEmbedded } from './embedded'
import { openPostgres } from './open-postgres'

const COUNT = Number(process.env.COUNT ?? 100_000)
const RUNS = Number(process.env.RUNS ?? 15)
const PER_PAGE = 10
const BASE = 'http://localhost'
const BATCH = 1_000

async function call(path: string, token?: string, body?: unknown) {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (token) headers.set('authorization', `Bearer ${token}`)
  const init =
    body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) }
  const response = await answer(new Request(new URL(path, BASE), init), BASE)
  const text = await response.text()
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text}`)
  return JSON.parse(text) as Record<string, unknown>
}

async function importInvoices(): Promise<number> {
  const started = performance.now()
  await storage().write(async () => {
    await invoiceHistory().clear()
    await invoices().clear()
  })
  for (let from = 1; from <= COUNT; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, COUNT - from + 1) }, (_, i) =>
      toRow(generateInvoice(from + i)),
    )
    await storage().write(() => invoices().bulkAdd(rows))
  }
  return performance.now() - started
}

interface Combo {
  name: string
  query: Record<string, string>
}

const COMBOS: Combo[] = [
  { name: 'newest first (no search)', query: {} },
  { name: 'q=a, client.name asc', query: { q: 'a', sortColumn: 'client.name', sort: 'asc' } },
  { name: 'q=com, total desc', query: { q: 'com', sortColumn: 'total', sort: 'desc' } },
  { name: 'q=paid, dueDate asc', query: { q: 'paid', sortColumn: 'dueDate', sort: 'asc' } },
  { name: 'q=2, balance desc', query: { q: '2', sortColumn: 'balance', sort: 'desc' } },
  {
    name: 'status=paid, issuedDate desc',
    query: { status: 'Paid', sortColumn: 'issuedDate', sort: 'desc' },
  },
  {
    name: 'status=draft, q=a, client.name',
    query: { status: 'Draft', q: 'a', sortColumn: 'client.name', sort: 'asc' },
  },
  {
    name: 'salesperson, service desc',
    query: { salesperson: 'Elena Suárez', sortColumn: 'service', sort: 'desc' },
  },
  { name: 'q=diego@ (one client), id asc', query: { q: 'diego@', sortColumn: 'id', sort: 'asc' } },
]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN

async function time(path: string, token: string): Promise<{ ms: number; total: number }> {
  const started = performance.now()
  const body = await call(path, token)
  return { ms: performance.now() - started, total: Number(body.total) }
}

async function measure(token: string): Promise<void> {
  console.log(`combination | page | matches | median ms | p95 ms`)
  for (const combo of COMBOS) {
    const base = new URLSearchParams({
      ...combo.query,
      perPage: String(PER_PAGE),
      allData: 'false',
    })
    const first = await time(`/apps/invoice/invoices?${base.toString()}&page=1`, token)
    // The process's first page loads every entry into its memory (server/storage/projection-cache.ts).
    if (combo === COMBOS[0]) console.log(`first page after start: ${first.ms.toFixed(0)} ms`)
    const last = Math.max(1, Math.ceil(first.total / PER_PAGE))
    for (const [label, page] of [
      ['first', 1],
      ['middle', Math.ceil(last / 2)],
      ['last', last],
    ] as const) {
      const path = `/apps/invoice/invoices?${base.toString()}&page=${page}`
      const times: number[] = []
      for (let run = 0; run < RUNS; run += 1) times.push((await time(path, token)).ms)
      times.sort((a, b) => a - b)
      const cells = [
        combo.name,
        `${label} (${page})`,
        first.total,
        percentile(times, 0.5).toFixed(1),
        percentile(times, 0.95).toFixed(1),
      ]
      console.log(cells.join(' | '))
    }
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'corredor-bench-'))
  // As root, PostgreSQL runs as another user (embedded.ts), who must reach the folder.
  chmodSync(dir, 0o755)
  const embedded = await startEmbedded(dir)
  const pool = new pg.Pool({ connectionString: embedded.url, max: 4 })
  try {
    setStorage(await openPostgres(pool))
    await ensureSeeded(dataRegistry)
    const login = await call('/jwt/login', undefined, {
      email: 'admin@demo.com',
      password: 'admin',
    })
    const token = String(login.accessToken)
    const importMs = await importInvoices()
    await pool.query('VACUUM ANALYZE')
    console.log(`${COUNT} invoices written in ${(importMs / 1000).toFixed(1)} s; ${RUNS} runs each`)
    console.log(
      `load average before: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    )
    await measure(token)
    console.log(
      `load average after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    )
  } finally {
    await pool.end()
    await embedded.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

// The handlers' modules keep timers (the sign-in limit's sweep): the run ends here.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
