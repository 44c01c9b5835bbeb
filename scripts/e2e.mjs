#!/usr/bin/env node
/**
 * `npm run e2e`: builds the production bundle when it is missing or older than the sources,
 * serves it with `vite preview` on 127.0.0.1, runs Playwright against it and exits with
 * Playwright's code. Options: `--out-dir <dir>` (or env E2E_DIST) builds and serves elsewhere
 * than dist/, env E2E_PORT picks the port (default 4303), `--build` forces a build; any other
 * argument goes to `playwright test` (a spec file, `--grep`, ...).
 * The build and preview helpers are exported for scripts/bench.mjs.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name) => join(root, 'node_modules', '.bin', name)

/** The same sources scripts/start.mjs watches. */
const SOURCES = ['src', 'mocks', 'public', 'index.html', 'vite.config.ts', 'package.json']

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** Splits our own options from the arguments meant for Playwright. */
export function parseArgs(argv) {
  const options = { outDir: process.env.E2E_DIST || 'dist', build: false, rest: [] }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    if (arg === '--out-dir') options.outDir = argv[++i]
    else if (arg.startsWith('--out-dir=')) options.outDir = arg.slice('--out-dir='.length)
    else if (arg === '--build') options.build = true
    else options.rest.push(arg)
  }
  if (!options.outDir) throw new Error('--out-dir needs a directory')
  options.outDir = isAbsolute(options.outDir) ? options.outDir : resolve(root, options.outDir)
  return options
}

export const portFromEnv = () => Number(process.env.E2E_PORT || 4303)

/** Whether the build in `outDir` is missing or older than the sources. */
export function buildIsStale(outDir) {
  const built = join(outDir, 'index.html')
  const sourcesTime = Math.max(...SOURCES.map((path) => newest(join(root, path))))
  return !existsSync(built) || sourcesTime > statSync(built).mtimeMs
}

/** The arguments of `vite build` into `outDir`. */
export const buildArgs = (outDir) => ['build', '--outDir', outDir, '--emptyOutDir']

/** Runs `vite build` into `outDir` when the build there is missing or stale (or `force`). */
export function ensureBuild(outDir, force = false) {
  if (!buildIsStale(outDir) && !force) {
    console.log(`[build] using the build in ${outDir}`)
    return
  }
  console.log(`[build] building into ${outDir}`)
  const result = spawnSync(bin('vite'), buildArgs(outDir), { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`)
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    return response.ok
  } catch {
    return false
  }
}

/** Starts `vite preview` for `outDir` and resolves once it answers; `stop()` ends it. */
export async function startPreview(outDir, port) {
  const baseURL = `http://127.0.0.1:${port}`
  if (await answers(baseURL)) throw new Error(`port ${port} is already in use; set E2E_PORT`)
  const args = [
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--strictPort',
    '--outDir',
    outDir,
  ]
  // Its own process group, so that stopping it also stops anything it started.
  const server = spawn(bin('vite'), args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  server.stdout.resume()
  let exited = false
  server.on('exit', () => (exited = true))
  const stop = () => {
    if (exited) return
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 30_000
  while (!(await answers(baseURL))) {
    if (exited) throw new Error('vite preview exited before it answered')
    if (Date.now() > deadline) {
      stop()
      throw new Error(`vite preview did not answer on ${baseURL} within 30 s`)
    }
    await new Promise((done) => setTimeout(done, 200))
  }
  return { baseURL, stop }
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  ensureBuild(options.outDir, options.build)
  const { baseURL, stop } = await startPreview(options.outDir, portFromEnv())
  console.log(`[e2e] serving ${options.outDir} on ${baseURL}`)
  const runner = spawn(bin('playwright'), ['test', ...options.rest], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseURL, E2E_DIST: options.outDir },
  })
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      runner.kill(signal)
      stop()
    })
  }
  const code = await new Promise((done) => runner.on('exit', (status) => done(status ?? 1)))
  stop()
  process.exit(code)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`[e2e] ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  })
}
