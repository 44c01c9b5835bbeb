#!/usr/bin/env node
/**
 * `npm run server`: the agency server. Builds the PWA (dist/) and the server's bundle
 * (dist-server/) when missing or older than their sources, then runs it: on 127.0.0.1:4000
 * (PORT and HOST change it), over an embedded PostgreSQL under .data/, or over DATABASE_URL.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ensureBuild, root } from './e2e.mjs'

const newest = (path) => {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

ensureBuild(join(root, 'dist'))
const bundle = join(root, 'dist-server', 'main.js')
const sources = Math.max(
  ...['server', 'mocks', 'src', 'package.json'].map((p) => newest(join(root, p))),
)
if (!existsSync(bundle) || sources > statSync(bundle).mtimeMs) {
  console.log('[server] building dist-server/')
  const vite = join(root, 'node_modules', '.bin', 'vite')
  const built = spawnSync(vite, ['build', '--config', 'server/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

const server = spawn(process.execPath, ['--enable-source-maps', bundle], {
  cwd: root,
  stdio: 'inherit',
})
server.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
