/**
 * The report of scripts/bench/server-load.mjs: throughput and p50/p95/p99/max latency, overall,
 * for reads and writes and per operation, the sign-ins apart; errors (a network failure, or any
 * status other than 2xx and the expected 400 of a payment larger than what is left to pay);
 * lost, duplicated and unacknowledged writes; the server's CPU (its process and PostgreSQL's)
 * and peak RSS; the machine's load; then the first answer of each kind of error and the server's
 * own error output.
 */
import { cpus } from 'node:os'
import { percentile, round } from '../report.mjs'
import { errorCount } from './http.mjs'
import { OPERATIONS, isWrite } from './operations.mjs'

/**
 * @typedef {Awaited<ReturnType<typeof import('./agents.mjs').runAgents>>} Run
 * @typedef {Awaited<ReturnType<typeof import('./verify.mjs').verify>>} Check
 * @typedef {Awaited<ReturnType<typeof import('./server.mjs').startServer>>['logged']} Logged
 */

/** @param {number} value */
const ms = (value) => `${round(value)}`.padStart(8)

/** @param {string} label @param {number[]} times */
function latencyLine(label, times) {
  console.log(
    `  ${label.padEnd(18)} ${String(times.length).padStart(7)} ${ms(percentile(times, 50))}` +
      `${ms(percentile(times, 95))}${ms(percentile(times, 99))}${ms(Math.max(...times))}`,
  )
}

/**
 * @param {{ agents: number }} options
 * @param {Run} run
 * @param {Check} check
 * @param {Logged} logged what the server wrote to its logs
 */
export function printReport(options, run, check, logged) {
  const { record, measuredFrom, elapsed, cpuBefore, cpuAfter, clientCpu, rss } = run
  const { loadBefore, loadAfter, peakLoad } = run
  const samples = record.samples.slice(measuredFrom)
  const signIns = record.samples.slice(0, measuredFrom).map((s) => s.ms)
  const errors = errorCount(record)
  const expected4xx = samples.filter((s) => s.expected).length
  console.log(
    `\nServer load: ${options.agents} agents, ${round(elapsed)} s, closed loop (no think time), ` +
      `${cpus().length} CPUs, node ${process.version}`,
  )
  console.log(`  requests            ${samples.length}`)
  console.log(`  throughput          ${round(samples.length / elapsed)} req/s`)
  console.log(`  errors              ${errors}`)
  console.log(`  expected 4xx        ${expected4xx} (payments larger than the balance left)`)
  console.log(`  writes checked      ${check.checked}`)
  console.log(`  lost writes         ${check.lost}`)
  console.log(`  duplicated writes   ${check.duplicated}`)
  console.log(`  unacknowledged      ${check.unacknowledged} (failed writes found committed)`)
  console.log(`  5xx in server log   ${logged.serverErrors}`)
  console.log('\n  latency (ms)       requests     p50     p95     p99     max')
  latencyLine(
    'all',
    samples.map((s) => s.ms),
  )
  const reads = samples.filter((s) => !isWrite(s.kind)).map((s) => s.ms)
  const writes = samples.filter((s) => isWrite(s.kind)).map((s) => s.ms)
  latencyLine('reads', reads)
  latencyLine('writes', writes)
  for (const [kind] of OPERATIONS) {
    const times = samples.filter((s) => s.kind === kind).map((s) => s.ms)
    if (times.length) latencyLine(kind, times)
  }
  latencyLine('sign-in (before)', signIns)
  if (cpuBefore && cpuAfter) {
    const server = round(cpuAfter.server - cpuBefore.server)
    const postgres = round(cpuAfter.postgres - cpuBefore.postgres)
    console.log(
      `\n  CPU during the run  server ${server} s, PostgreSQL ${postgres} s, ` +
        `this client ${round((clientCpu.user + clientCpu.system) / 1e6)} s ` +
        `(of ${round(elapsed * cpus().length)} s on ${cpus().length} CPUs)`,
    )
  }
  if (rss !== null) console.log(`  server peak RSS     ${rss} MB`)
  console.log(
    `  load average        before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}, ` +
      `1-min peak ${round(peakLoad, 2)}`,
  )
  for (const [key, n] of record.errors)
    console.log(`  error: ${key} × ${n}, first answer ${record.examples.get(key)}`)
  for (const line of check.examples) console.log(`  write: ${line}`)
  // The server's own error output: each failure's first line counted, the rest (stacks, which
  // repeat for every failure) once each, the first few.
  /** @type {Map<string, number>} */
  const failures = new Map()
  for (const line of logged.errorLines)
    if (line.includes('handler failed')) failures.set(line, (failures.get(line) ?? 0) + 1)
  for (const [line, n] of failures) console.log(`  server × ${n}: ${line.slice(0, 300)}`)
  const details = [...new Set(logged.errorLines)].filter((l) => !failures.has(l))
  for (const line of details.slice(0, 40)) console.log(`  server: ${line.slice(0, 300)}`)
}
