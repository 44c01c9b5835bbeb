/**
 * The server's settings, from the environment: where it listens (loopback unless HOST says
 * otherwise), which PostgreSQL (DATABASE_URL, or the embedded one under DATA_DIR), where the
 * built PWA is. Anything malformed stops the start with a message rather than a guess.
 */
import { resolve } from 'node:path'

export interface Config {
  host: string
  port: number
  /** Any PostgreSQL; null for the embedded one. */
  databaseUrl: string | null
  /** The embedded PostgreSQL's cluster and password live here (git-ignored). */
  dataDir: string
  /** The production build of the PWA. */
  distDir: string
}

export function readConfig(env: NodeJS.ProcessEnv, root: string): Config {
  const port = Number(env.PORT ?? 4000)
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`)
  const databaseUrl = env.DATABASE_URL?.trim() || null
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('DATABASE_URL must be a postgres:// connection string')
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port,
    databaseUrl,
    dataDir: resolve(root, env.DATA_DIR?.trim() || '.data'),
    distDir: resolve(root, env.DIST_DIR?.trim() || 'dist'),
  }
}
