#!/usr/bin/env node
/**
 * `npm run bench:server-invoices`: the server's invoice list at 100,000 invoices over an
 * embedded PostgreSQL (server/bench-invoices.ts says what it measures). Builds that entry with
 * the server's own Vite config (the app's aliases, packages left as imports) into .tmp/, then
 * runs it. Not part of `npm test`: it takes minutes and its figures depend on the machine.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { root } from '../e2e.mjs'

const outDir = join(root, '.tmp', 'bench-server')
const vite = join(root, 'node_modules', '.bin', 'vite')
const built = spawnSync(
  vite,
  [
    'build',
    '--config',
    'server/vite.config.ts',
    '--ssr',
    'server/bench-invoices.ts',
    '--outDir',
    outDir,
  ],
  { cwd: root, stdio: 'inherit' },
)
if (built.status !== 0) process.exit(built.status ?? 1)
const ran = spawnSync(
  process.execPath,
  ['--enable-source-maps', join(outDir, 'bench-invoices.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
)
process.exit(ran.status ?? 1)
