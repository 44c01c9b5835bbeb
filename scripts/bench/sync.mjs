#!/usr/bin/env node
/**
 * `npm run bench:sync`: 1,000 queued writes pushed, acknowledged and pulled back by a second
 * device (server/bench-sync.ts says how). Builds the server bundle when missing, and the bench's
 * two entries with the server's own Vite config into .tmp/. Not part of `npm test`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { root } from '../e2e.mjs'

const outDir = join(root, '.tmp', 'bench-sync')
const vite = join(root, 'node_modules', '.bin', 'vite')
const build = (...args) => {
  const built = spawnSync(vite, ['build', '--config', 'server/vite.config.ts', ...args], {
    cwd: root,
    stdio: 'inherit',
  })
  if (built.status !== 0) process.exit(built.status ?? 1)
}
if (!existsSync(join(root, 'dist-server', 'main.js'))) build()
for (const entry of ['server/bench-sync.ts', 'server/test/device-process.ts'])
  build('--ssr', entry, '--outDir', outDir, '--emptyOutDir', 'false')
const ran = spawnSync(process.execPath, ['--enable-source-maps', join(outDir, 'bench-sync.js')], {
  cwd: root,
  stdio: 'inherit',
})
process.exit(ran.status ?? 1)
