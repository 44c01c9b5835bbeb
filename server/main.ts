/**
 * `npm run server` (scripts/server.mjs builds and runs this): the agency server. Starts the
 * embedded PostgreSQL unless DATABASE_URL names one, brings its tables to the schema (migrations
 * run on every start), seeds an empty database with the worker's own seed, then answers the
 * contract and serves the PWA on HOST:PORT (127.0.0.1:4000). Stops cleanly on SIGINT and
 * SIGTERM. The process keeps no state between requests: sessions are tokens and rows, so several
 * processes may share one database.
 */
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import pg from 'pg'
import { ensureSeeded } from '@mocks/db/seed'
import { setStorage, storage } from '@mocks/db/storage'
import { setIdRange } from '@mocks/kernel/id-range'
import { dataRegistry } from '@mocks/handlers'
import { readConfig } from './config'
import { startEmbedded, type Embedded } from './embedded'
import { createApp } from './http'
import { jsonLog, type Log } from './log'
import { openPostgres } from './open-postgres'
import { postgresSignInLimit, SIGN_IN_LIMIT_DDL } from './sign-in-limit'
import { listenForCommits } from './sync-events'

const root = fileURLToPath(new URL('..', import.meta.url))
const log = jsonLog()

/** Any constant: servers starting together over an empty database seed it once. */
const SEED_LOCK = 74_100_029

/** Seeds an empty database with the worker's own seed, one server at a time. */
async function seedOnce(pool: pg.Pool) {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SEED_LOCK])
    await ensureSeeded(dataRegistry)
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => {})
    client.release()
  }
}

/** How often the change log drops the entries later ones supersede (storage/change-log.ts). */
const COMPACT_EVERY_MS = 10 * 60_000

/** Compacts the change log now and every COMPACT_EVERY_MS; answers the stop. */
function keepCompacting(log: Log): () => void {
  const compact = async () => {
    const removed = await storage().changes()?.compact()
    if (removed) log.info('sync.compacted', { removed })
  }
  const run = () => void compact().catch((error: unknown) => log.error('sync.compact', { error }))
  run()
  const timer = setInterval(run, COMPACT_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}

async function main() {
  const config = readConfig(process.env, root)
  let embedded: Embedded | null = null
  if (!config.databaseUrl) {
    embedded = await startEmbedded(config.dataDir)
    log.info('postgres.embedded', { dataDir: config.dataDir })
  }
  const pool = new pg.Pool({
    connectionString: config.databaseUrl ?? embedded?.url,
    max: 20,
    // A database that does not answer (not one that refuses: that fails at once) is a 503 after
    // this long, not a request that hangs.
    connectionTimeoutMillis: 5_000,
  })
  // A connection lost while idle (PostgreSQL restarted) is dropped by the pool, not fatal.
  pool.on('error', (error) => log.error('postgres.idle', { error }))
  setStorage(await openPostgres(pool))
  // The server makes its own ids below the connected devices' blocks (mocks/kernel/id-range.ts).
  setIdRange(0)
  await seedOnce(pool)
  await pool.query(SIGN_IN_LIMIT_DDL)

  const app = createApp({
    distDir: config.distDir,
    log,
    signInLimit: postgresSignInLimit(pool),
  })
  const stopListening = await listenForCommits(pool)
  const stopCompacting = keepCompacting(log)
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) =>
    log.info('listening', { url: `http://${config.host}:${info.port}` }),
  )
  const stop = async (signal: string) => {
    log.info('stopping', { signal })
    server.close()
    stopCompacting()
    await stopListening()
    await pool.end()
    await embedded?.stop()
    process.exit(0)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(signal))
}

main().catch((error: unknown) => {
  log.error('start.failed', { error })
  process.exit(1)
})
