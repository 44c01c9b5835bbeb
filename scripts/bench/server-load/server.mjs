/**
 * The server under load for scripts/bench/server-load.mjs: its temporary directory, a free
 * loopback port, the process started and stopped, and what it costs the machine (its CPU and
 * PostgreSQL's, its peak RSS, the load average). Apart from the agents so that the figures it
 * measures are taken from outside the load, the way an operator would see them.
 */
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { serverBundle } from '../../server.mjs'
import { round } from '../report.mjs'

const LISTENING_WITHIN_MS = 120_000

/** @returns {string} a new temporary directory for the server's embedded PostgreSQL */
export function makeDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'corredor-server-load-'))
  // As root, the embedded PostgreSQL runs as a `postgres` user, who must reach its cluster.
  chmodSync(dataDir, 0o755)
  return dataDir
}

/** @returns {Promise<number>} a free TCP port on loopback */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Starts dist-server/main.js over an embedded PostgreSQL in `dataDir` and resolves once it logs
 * that it listens. Its request log is read and dropped (counting 5xx lines); its error lines are
 * kept for the report.
 * @param {string} dataDir
 * @param {number} port
 */
export async function startServer(dataDir, port) {
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logged = { serverErrors: 0, errorLines: /** @type {string[]} */ ([]) }
  createInterface({ input: child.stderr }).on('line', (line) => logged.errorLines.push(line))
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  const listening = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not listen within ${LISTENING_WITHIN_MS / 1000} s`)),
      LISTENING_WITHIN_MS,
    )
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening`)))
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('"status":5')) logged.serverErrors += 1
      if (line.includes('"event":"listening"')) {
        clearTimeout(timer)
        resolve(undefined)
      }
    })
  })
  try {
    await listening
  } catch (error) {
    child.kill('SIGTERM')
    await exited
    throw new Error(
      `${error instanceof Error ? error.message : error}\n${logged.errorLines.join('\n')}`,
    )
  }
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    return exited
  }
  return { pid: /** @type {number} */ (child.pid), logged, stop }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100

/**
 * CPU seconds used so far by `pid` and by its descendants (PostgreSQL's processes), from /proc;
 * null where there is no /proc.
 * @param {number} pid
 */
export function cpuSeconds(pid) {
  if (!existsSync('/proc/self/stat')) return null
  /** @type {Map<number, { parent: number, ticks: number }>} */
  const processes = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // The fields after the command (which may hold spaces), from the state on.
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ').at(-1)?.split(' ')
      if (!fields) continue
      const ticks = Number(fields[11]) + Number(fields[12])
      processes.set(Number(name), { parent: Number(fields[1]), ticks })
    } catch {
      // gone meanwhile
    }
  }
  const own = processes.get(pid)?.ticks ?? 0
  let descendants = 0
  const parents = new Set([pid])
  for (let grown = true; grown;) {
    grown = false
    for (const [id, { parent, ticks }] of processes) {
      if (parents.has(parent) && !parents.has(id)) {
        parents.add(id)
        descendants += ticks
        grown = true
      }
    }
  }
  return { server: own / TICKS, postgres: descendants / TICKS }
}

/** @param {number} pid @returns {number | null} the process's peak resident set, in MB */
export function peakRssMb(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? round(Number(match[1]) / 1024) : null
  } catch {
    return null
  }
}

/** The machine's load average (1, 5, 15 minutes), which puts the figures in context. */
export const load = () => loadavg().map((value) => round(value, 2))
