/**
 * `npm run bench:sync`: 1,000 writes queued offline on one device, pushed, acknowledged and
 * pulled back by a second device, over the agency server on an embedded PostgreSQL. Two device
 * processes (server/test/device-process.ts), the server's production bundle, all on this machine.
 * Device A's writes wait behind a cut proxy; the clock starts when it is restored and A syncs,
 * while B syncs in a loop until it holds all 1,000 (B's loop stands in for the server's poke).
 */
import { fork, type ChildProcess } from 'node:child_process'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { startAgencyServer } from '../e2e/support/agency-server'
import { startProxy } from './http-tests/proxy'

const WRITES = 1000
const RUNS = Number(process.env.RUNS ?? 3)

function device(script: string) {
  const child: ChildProcess = fork(script, [], { stdio: 'inherit' })
  let waiting: ((reply: { ok: boolean; value?: unknown; error?: string }) => void) | null = null
  const ready = new Promise<void>((done) => {
    waiting = () => done()
  })
  child.on('message', (reply: { ok: boolean; value?: unknown; error?: string }) => waiting?.(reply))
  const ask = <T>(command: object): Promise<T> =>
    new Promise((done, fail) => {
      waiting = (reply) => (reply.ok ? done(reply.value as T) : fail(new Error(reply.error)))
      child.send(command)
    })
  return { ready, ask, stop: () => child.kill() }
}

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
      const a = device(script)
      const b = device(script)
      await Promise.all([a.ready, b.ready])
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
