#!/usr/bin/env node
/** Builds when the build is missing or older than the sources, then serves it on 127.0.0.1:4173. */
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const built = join(root, 'dist', 'index.html')

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(root, p))
const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs

if (stale || process.argv.includes('--build')) {
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', '4173', '--strictPort'], {
  cwd: root,
  stdio: 'inherit',
})
server.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
