#!/usr/bin/env node
/**
 * `npm run server`: the agency server. Builds the PWA (dist/) and the server's bundle
 * (dist-server/) when missing or older than their sources, then runs it: on 127.0.0.1:4000
 * (PORT and HOST change it), over an embedded PostgreSQL under .data/, or over DATABASE_URL.
 * The build step is exported for scripts/bench/server-load.mjs.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureBuild, root } from './e2e.mjs'

/** The server's bundle, built by `ensureServerBuild`. */
export const serverBundle = join(root, 'dist-server', 'main.js')

const newest = (path) => {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** Builds dist/ and dist-server/ when missing or older than their sources; exits on failure. */
export function ensureServerBuild() {
  ensureBuild(join(root, 'dist'))
  const sources = Math.max(
    ...['server', 'mocks', 'src', 'package.json'].map((p) => newest(join(root, p))),
  )
  if (existsSync(serverBundle) && sources <= statSync(serverBundle).mtimeMs) return
  console.log('[server] building dist-server/')
  const vite = join(root, 'node_modules', '.bin', 'vite')
  const built = spawnSync(vite, ['build', '--config', 'server/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureServerBuild()
  const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    cwd: root,
    stdio: 'inherit',
  })
  server.on('exit', (code) => process.exit(code ?? 0))
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
}
