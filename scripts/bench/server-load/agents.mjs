/**
 * The agents of scripts/bench/server-load.mjs and the clock they run against. Each agent signs
 * in as the seeded admin with its own session (an account registered through the API is a
 * client, which reaches no app); the sign-ins (PBKDF2) come before the clock starts and are
 * recorded first, apart from the run. Then every agent calls operations back to back with no
 * think time (a closed loop) until the deadline, while the server's CPU and the machine's load
 * are taken around the run.
 */
import { loadavg } from 'node:os'
import { ADMIN } from '../config.mjs'
import { round } from '../report.mjs'
import { note, recording } from './http.mjs'
import { pickOperation } from './operations.mjs'
import { cpuSeconds, load, peakRssMb } from './server.mjs'
import { ledger } from './verify.mjs'

/**
 * @typedef {ReturnType<typeof import('./http.mjs').client>} Client
 * @typedef {import('./http.mjs').Recording} Recording
 * @typedef {import('./verify.mjs').Ledger} Ledger
 * @typedef {import('./operations.mjs').AgentState} AgentState
 */

/** Tokens live 10 minutes: an agent refreshes its own well before. */
const REFRESH_AFTER_MS = 8 * 60_000

/**
 * One agent: signs in, then calls operations back to back until `until`.
 * @param {Client} http
 * @param {number} index
 * @param {{ run: string, invoices: number[], until: () => boolean, started: Promise<void> }} shared
 * @param {Recording} record
 * @param {Ledger} book
 */
async function agent(http, index, shared, record, book) {
  const signIn = await http.call('POST', '/jwt/login', { body: ADMIN })
  if (note(record, 'sign-in', signIn) !== 'ok') return
  let { accessToken: token, refreshToken } = /** @type {{ accessToken: string,
    refreshToken: string }} */ (signIn.body)
  let signedAt = Date.now()
  let sequence = 0
  /** @type {AgentState} */
  const state = {
    marker: () => `bench-${shared.run}-a${index}-${(sequence += 1)}`,
    tasks: [],
    invoices: shared.invoices,
    book,
  }
  await shared.started
  while (!shared.until()) {
    if (Date.now() - signedAt > REFRESH_AFTER_MS) {
      const refreshed = await http.call('POST', '/jwt/refresh-token', { body: { refreshToken } })
      if (note(record, 'refresh', refreshed) !== 'ok') return
      ;({ accessToken: token, refreshToken } = /** @type {{ accessToken: string,
        refreshToken: string }} */ (refreshed.body))
      signedAt = Date.now()
    }
    const [kind, , make] = pickOperation()
    const call = make(state)
    if (!call) continue
    const answer = await http.call(call.method, call.path, { token, body: call.body })
    const outcome = note(record, kind, answer, call.expected)
    if (outcome === 'ok') call.acknowledged?.(answer)
    // A failed write may have committed or not: what it touched can no longer be checked exactly.
    else if (outcome === 'error' && (answer.status === 0 || answer.status >= 500)) call.unsure?.()
  }
}

/**
 * Signs `options.agents` agents in, then runs them for `options.seconds`, measuring the server
 * (`serverPid`) and the machine around the run.
 * @param {Client} http
 * @param {number} serverPid
 * @param {{ seconds: number, agents: number }} options
 * @param {number[]} payable the invoices payments go to
 */
export async function runAgents(http, serverPid, options, payable) {
  const record = recording()
  const book = ledger()
  let begin = () => {}
  const started = new Promise((resolve) => (begin = () => resolve(undefined)))
  let deadline = Infinity
  const shared = {
    run: Date.now().toString(36),
    invoices: payable,
    until: () => performance.now() >= deadline,
    started: /** @type {Promise<void>} */ (started),
  }
  console.log(`[bench:server] ${options.agents} agents signing in (PBKDF2, one session each)`)
  const signInBegan = performance.now()
  const agents = Array.from({ length: options.agents }, (_, index) =>
    agent(http, index, shared, record, book),
  )
  // Everyone signed in (or failed to) before the clock starts.
  while (record.samples.length < options.agents && performance.now() - signInBegan < 600_000)
    await new Promise((done) => setTimeout(done, 50))
  const signInSeconds = (performance.now() - signInBegan) / 1000
  const loadBefore = load()
  const cpuBefore = cpuSeconds(serverPid)
  const clientCpuBefore = process.cpuUsage()
  const measuredFrom = record.samples.length
  console.log(
    `[bench:server] signed in within ${round(signInSeconds)} s; running ${options.seconds} s`,
  )
  let peakLoad = 0
  const sampler = setInterval(() => (peakLoad = Math.max(peakLoad, loadavg()[0] ?? 0)), 1000)
  const began = performance.now()
  deadline = began + options.seconds * 1000
  begin()
  await Promise.all(agents)
  const elapsed = (performance.now() - began) / 1000
  clearInterval(sampler)
  const loadAfter = load()
  const cpuAfter = cpuSeconds(serverPid)
  const clientCpu = process.cpuUsage(clientCpuBefore)
  const rss = peakRssMb(serverPid)
  return {
    record,
    book,
    measuredFrom,
    elapsed,
    loadBefore,
    loadAfter,
    peakLoad,
    cpuBefore,
    cpuAfter,
    clientCpu,
    rss,
  }
}
