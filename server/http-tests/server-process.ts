/**
 * The servers under test, as they run in production: `node dist-server/main.js` as a child
 * process, on loopback and a free port, over the DATABASE_URL given, with its JSON log lines kept
 * for a failing test to show. Each file makes its own database in the tier's one PostgreSQL
 * (`createDatabase`), so files never see each other's rows and may run side by side.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { freePort } from '../embedded'
import { resolve } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const bundle = resolve(root, 'dist-server', 'main.js')
const STARTUP_MS = 30_000

/** Children still running when the worker exits (a crash, an interrupt) go with it. */
const running = new Set<{ kill(signal: NodeJS.Signals): boolean }>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

export interface RunningServer {
  /** `http://127.0.0.1:<port>` */
  url: string
  port: number
  kill(signal?: NodeJS.Signals): void
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>
  /** Whether the process still runs. */
  alive(): boolean
  /** Everything it wrote so far, stdout and stderr. */
  output(): string
}

/** The connection string of database `name` on the server `admin` connects to. */
export function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin)
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs one statement as the superuser of the cluster `admin` names. */
export async function asSuperuser(admin: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * A database of its own for a test file in the tier's PostgreSQL: a copy of the one the setup
 * migrated and seeded (a file copy, much cheaper than each server seeding its own), or an empty
 * one (`empty`) for a file that tests the first start. Answers its connection string.
 */
export async function createDatabase(prefix: string, { empty = false } = {}): Promise<string> {
  const admin = inject('postgresUrl')
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  const template = empty ? '' : ` TEMPLATE ${inject('seededDatabase')}`
  await asSuperuser(admin, `CREATE DATABASE ${name}${template}`)
  return databaseUrl(admin, name)
}

export interface ServerOptions {
  databaseUrl: string
  port?: number
  /** The PWA it serves; the tier's (provided by the setup) unless given. */
  distDir?: string
}

/** Starts a server and resolves once it logs `"event":"listening"`. */
export async function startServer({
  databaseUrl,
  port,
  distDir = inject('distDir'),
}: ServerOptions): Promise<RunningServer> {
  const listenOn = port ?? (await freePort())
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(listenOn),
      DIST_DIR: distDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      running.delete(child)
      done(code)
    }),
  )
  const listening = new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), STARTUP_MS)
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      if (output.includes('"event":"listening"')) {
        clearTimeout(timer)
        done()
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      fail(new Error(`server exited (${code}) before listening:\n${output}`))
    })
  })
  const server: RunningServer = {
    url: `http://127.0.0.1:${listenOn}`,
    port: listenOn,
    kill: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    },
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
  }
  try {
    await listening
  } catch (error) {
    server.kill('SIGKILL')
    throw error
  }
  return server
}

/** Stops servers (SIGTERM: a clean stop) and waits for them to exit. */
export async function stopServers(...servers: (RunningServer | undefined)[]): Promise<void> {
  await Promise.all(
    servers.map(async (server) => {
      if (!server) return
      server.kill('SIGTERM')
      await server.exited
    }),
  )
}
