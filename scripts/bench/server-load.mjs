#!/usr/bin/env node
/**
 * `npm run bench:server`: the agency server under load (issue 28). One server process over its
 * own embedded PostgreSQL in a temporary directory, on a free loopback port; 200 simulated agents
 * (`--agents N`), each signed in with its own session, run for 60 s (`--seconds N`) a weighted mix
 * of the screens' reads and writes over several apps, back to back with no think time (a closed
 * loop: the figures are what the server sustains, not what an office asks of it). Every answer's
 * status and latency is recorded; every write that answered 2xx carries a unique marker, and at
 * the end each is read back through the API: it must be there exactly once (todo tasks, calendar
 * events, chat messages, invoices, payments in the invoice's history, and the last update of each
 * task), and each paid invoice's balance must be its first balance less the payments made.
 *
 * Every agent signs in as the seeded admin, each with its own session (an account registered
 * through the API is a client, which reaches no app); the sign-ins (PBKDF2) come before the clock
 * starts and are reported apart.
 *
 * Prints throughput and p50/p95/p99/max latency, overall and per operation; errors (a network
 * failure, or any status other than 2xx and the expected 400 of a payment larger than what is
 * left to pay); lost, duplicated and unacknowledged writes (found committed though they answered
 * an error); the server's CPU (its process and PostgreSQL's) and peak RSS; the machine's load.
 * Exits 1 on any error or any such write. A benchmark, not a timed test: the figures depend on
 * the machine, which the load average puts in context.
 */
import { rmSync } from 'node:fs'
import { ensureServerBuild } from '../server.mjs'
import { ADMIN } from './config.mjs'
import { runAgents } from './server-load/agents.mjs'
import { client, errorCount } from './server-load/http.mjs'
import { printReport } from './server-load/report.mjs'
import { freePort, makeDataDir, startServer } from './server-load/server.mjs'
import { balanceOf, verify } from './server-load/verify.mjs'

const SECONDS = 60
const AGENTS = 200

/** @param {string[]} argv */
function parseOptions(argv) {
  const options = { seconds: SECONDS, agents: AGENTS }
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = /** @type {string} */ (argv[i]).split('=', 2)
    const value = Number(inline ?? argv[++i])
    if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} takes a positive integer`)
    if (flag === '--seconds') options.seconds = value
    else if (flag === '--agents') options.agents = value
    else throw new Error(`unknown argument ${flag} (options: --seconds N, --agents N)`)
  }
  return options
}

async function main() {
  const options = parseOptions(process.argv.slice(2))
  ensureServerBuild()
  const dataDir = makeDataDir()
  const port = await freePort()
  console.log(`[bench:server] starting the server on 127.0.0.1:${port}, PostgreSQL in ${dataDir}`)
  /** @type {Awaited<ReturnType<typeof startServer>> | null} */
  let server = null
  let failed = true
  // Interrupted: the server (and its PostgreSQL) stopped, the temporary directory removed.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.once(signal, () => {
      void (async () => {
        await server?.stop()
        rmSync(dataDir, { recursive: true, force: true })
        process.exit(130)
      })()
    })
  try {
    server = await startServer(dataDir, port)
    const http = client(port, options.agents + 1)
    const admin = await http.call('POST', '/jwt/login', { body: ADMIN })
    if (admin.status !== 200) throw new Error(`the admin cannot sign in (${admin.status})`)
    const { accessToken } = /** @type {{ accessToken: string }} */ (admin.body)

    // The invoices payments go to: those with something left to pay, and their balances.
    const before = await http.call('GET', '/apps/invoice/invoices?perPage=1000&allData=false', {
      token: accessToken,
    })
    const seeded = /** @type {{ invoices: Array<{ id: number, balance: number | string }> }} */ (
      before.body
    ).invoices
    const balancesBefore = new Map(
      seeded.map((invoice) => [invoice.id, balanceOf(invoice.balance)]),
    )
    const payable = seeded.filter((invoice) => balanceOf(invoice.balance) > 0).map((i) => i.id)

    const run = await runAgents(http, server.pid, options, payable)

    console.log('[bench:server] reading every acknowledged write back')
    const check = await verify(http, accessToken, run.book, balancesBefore)
    http.close()

    printReport(options, run, check, server.logged)
    const errors = errorCount(run.record)
    failed = errors > 0 || check.lost > 0 || check.duplicated > 0 || check.unacknowledged > 0
  } finally {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  process.exit(failed ? 1 : 0)
}

main().catch((error) => {
  console.error(`[bench:server] ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
