/**
 * The server-http tier's one-time setup: the server's bundle (dist-server/main.js) built when
 * older than its sources, as `npm run server` does, and ONE embedded PostgreSQL in a temporary
 * folder, on a free port, for every file, with a database one server run migrated and seeded:
 * each file copies it as its own (server-process.ts `createDatabase`), so no other server seeds.
 * The PWA's build (dist/) is served when present; without it the servers get a stand-in
 * index.html, so the navigation and header checks still run. Everything started here is stopped
 * and removed in teardown, which vitest runs on failure too.
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbedded, type Embedded } from '../embedded'
import { asSuperuser, databaseUrl, startServer, stopServers } from './server-process'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared PostgreSQL's superuser connection string (its `postgres` database). */
    postgresUrl: string
    /** A database a server migrated and seeded, the template of each file's own. */
    seededDatabase: string
    /** What the servers under test serve as the PWA. */
    distDir: string
  }
}

const root = resolve(import.meta.dirname, '../..')

const newest = (path: string): number => {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  // The tests themselves are no source of the bundle.
  const names = readdirSync(path).filter((name) => name !== 'http-tests')
  return Math.max(0, ...names.map((name) => newest(join(path, name))))
}

function buildServerIfStale(): void {
  const bundle = join(root, 'dist-server', 'main.js')
  const sources = Math.max(
    ...['server', 'mocks', 'src', 'package.json'].map((path) => newest(join(root, path))),
  )
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= sources) return
  const vite = join(root, 'node_modules', '.bin', 'vite')
  const built = spawnSync(vite, ['build', '--config', 'server/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (built.status !== 0) throw new Error('server-http: building dist-server/ failed')
}

let embedded: Embedded | null = null
let scratch: string | null = null

export async function setup(project: TestProject): Promise<void> {
  try {
    await start(project)
  } catch (error) {
    await teardown()
    throw error
  }
}

async function start(project: TestProject): Promise<void> {
  buildServerIfStale()
  scratch = mkdtempSync(join(tmpdir(), 'corredor-http-'))
  // As root, PostgreSQL runs as the `postgres` user, who must be able to reach its cluster.
  chmodSync(scratch, 0o755)
  embedded = await startEmbedded(join(scratch, 'data'))
  let distDir = join(root, 'dist')
  if (!existsSync(join(distDir, 'index.html'))) {
    distDir = join(scratch, 'dist')
    mkdirSync(distDir)
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html><title>Corredor</title><div id="root"></div>\n',
    )
  }
  // One server run migrates and seeds the template every file's database is copied from.
  const seeded = 'corredor_seeded'
  await asSuperuser(embedded.url, `CREATE DATABASE ${seeded}`)
  await stopServers(await startServer({ databaseUrl: databaseUrl(embedded.url, seeded), distDir }))
  project.provide('postgresUrl', embedded.url)
  project.provide('seededDatabase', seeded)
  project.provide('distDir', distDir)
}

export async function teardown(): Promise<void> {
  await embedded?.stop()
  embedded = null
  if (scratch) rmSync(scratch, { recursive: true, force: true })
  scratch = null
}
