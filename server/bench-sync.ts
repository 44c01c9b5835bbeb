/**
 * `npm run bench:sync`: 1,000 writes queued offline on one device, pushed, acknowledged and
 * pulled back by a second device, over the agency server on an embedded PostgreSQL. Two device
 * processes (server/test/device-process.ts), the server's production bundle, all on this machine.
 * Device A's writes wait behind a cut proxy; the clock starts when it is restored and A syncs,
 * while B syncs in a loop until it holds all 1,000 (B's loop stands in for the server's poke).
 */
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { startAgencyServer } from '../e2e/support/agency-server'
import { startDevice } from './http-tests/device-processes'
import { startProxy } from './http-tests/proxy'

const WRITES = 1000
const RUNS = Number(process.env.RUNS ?? 3)

async function main() {
  const before = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
  const script = join(import.meta.dirname, 'device-process.js')
  const server = await startAgencyServer()
  const proxyA = await startProxy(Number(new URL(server.url).port))
  const rows: string[] = []
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const [a, b] = await Promise.all([startDevice(script), startDevice(script)])
      await a.ask({ type: 'connect', server: proxyA.url })
      await b.ask({ type: 'connect', server: server.url })
      const prefix = `Bench ${run}`
      proxyA.cut()
      await a.ask({ type: 'write', count: WRITES, prefix })
      proxyA.restore()
      const began = performance.now()
      const [pushed, pulled] = await Promise.all([
        a.ask<{ ms: number; status: { waiting: number } }>({ type: 'sync' }),
        b.ask<{ ms: number; rounds: number }>({ type: 'until', count: WRITES, prefix }),
      ])
      const total = performance.now() - began
      if (pushed.status.waiting !== 0)
        throw new Error(`A still has ${pushed.status.waiting} waiting`)
      rows.push(
        `| ${run} | ${pushed.ms.toFixed(0)} | ${pulled.ms.toFixed(0)} | ${total.toFixed(0)} | ${pulled.rounds} |`,
      )
      a.stop()
      b.stop()
    }
  } finally {
    await proxyA.close()
    await server.stop()
  }
  console.log(`\n1,000 queued writes: pushed and acknowledged by A, pulled back by B (ms)\n`)
  console.log(
    `load average before: ${before}, after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  )
  console.log('| run | A: push, ack, pull | B: holds all 1,000 | total | B cycles |')
  console.log('|---|---|---|---|---|')
  for (const row of rows) console.log(row)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
