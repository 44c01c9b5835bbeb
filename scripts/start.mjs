#!/usr/bin/env node
/** `npm start`: builds when dist/ is missing or older than the sources, then serves it on 127.0.0.1:4173. */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { ensureBuild, root } from './e2e.mjs'

ensureBuild(join(root, 'dist'), process.argv.includes('--build'))

const server = spawn(
  join(root, 'node_modules', '.bin', 'vite'),
  ['preview', '--host', '127.0.0.1', '--port', '4173', '--strictPort'],
  { cwd: root, stdio: 'inherit' },
)
server.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
