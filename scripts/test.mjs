#!/usr/bin/env node
/**
 * `npm test`: every tier, cheapest first, each timed: typecheck, lint and the production builds
 * (side by side), then unit (vitest: handlers, page units, the api client) beside flows (vitest +
 * jsdom: whole screens over the worker's dispatch, two shards) and server-http (the agency server
 * over loopback), then e2e (Playwright against the production build in Debian's Chromium) as soon
 * as the flows have ended, with handlers-pg (the handler tests over PostgreSQL) beside it. Every
 * tier runs even when an earlier one failed, so one run reports everything; the exit code is
 * non-zero when any failed. The wall time and CPU time of each tier are printed at the end and
 * kept in test-results/tiers.json (`.ci/run` prints them). With CI set, each vitest run writes its
 * JSON report (test-results/vitest-<tier>[-<shard>].json), which `.ci/run` counts. Arguments go to
 * Playwright (`npm test -- e2e/auth.spec.ts`).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumPath, HEADLESS_SHELL_PATH } from '../e2e/support/chromium.mjs'
import { buildArgs, buildIsStale, parseArgs, root } from './e2e.mjs'

const bin = (name) => join(root, 'node_modules', '.bin', name)
const ci = Boolean(process.env.CI)
/** Where e2e builds and serves (`--out-dir`, E2E_DIST or dist/). */
const { outDir } = parseArgs(process.argv.slice(2))
const results = join(root, 'test-results')
mkdirSync(results, { recursive: true })

/** A vitest tier, or one shard of it (`shard` as "1/2"); in CI each writes its JSON report. */
const vitest = (project, shard) => [
  bin('vitest'),
  'run',
  '--project',
  project,
  ...(shard ? [`--shard=${shard}`] : []),
  ...(ci
    ? [
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=test-results/vitest-${project}${shard ? `-${shard.replace('/', 'of')}` : ''}.json`,
      ]
    : []),
]

/**
 * The same, without waiting: two tiers of one process each share the two cores. Run under bash,
 * whose `times` gives the CPU time of the processes the tier waited for (its vitest workers, the
 * servers it started; not Chromium's pages, which Chromium's own zygote reaps), answered with
 * whether it passed.
 */
const start = ([command, ...args]) =>
  new Promise((done) => {
    const script = '"$@" 3>&-; status=$?; times >&3; exit $status'
    const child = spawn('bash', ['-c', script, 'tier', command, ...args], {
      cwd: root,
      stdio: ['inherit', 'inherit', 'inherit', 'pipe'],
    })
    let times = ''
    child.stdio[3].on('data', (chunk) => (times += chunk))
    child.on('close', (code) => done({ ok: code === 0, cpu: cpuSeconds(times) }))
  })

/** The children's user and system time from bash's `times` (its second line), in seconds. */
function cpuSeconds(times) {
  const line = times.trim().split('\n')[1] ?? ''
  const seconds = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(
    ([, m, s]) => Number(m) * 60 + Number(s),
  )
  return seconds.length === 2 ? Math.round((seconds[0] + seconds[1]) * 10) / 10 : null
}

/**
 * Debian's Chromium and its headless shell (the e2e tier runs in the shell), installed when
 * missing and this user may (root, or sudo without a password). Without the shell, the e2e tier
 * runs in the full browser; without the browser, it cannot run.
 */
function ensureChromium() {
  const missing = [
    ['chromium', chromiumPath],
    ['chromium-headless-shell', HEADLESS_SHELL_PATH],
  ].filter(([, path]) => !existsSync(path))
  if (missing.length === 0) return true
  const packages = missing.map(([name]) => name)
  const root = process.getuid?.() === 0
  const sudo = !root && spawnSync('sudo', ['-n', 'true']).status === 0
  const apt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0
  if (apt && (root || sudo)) {
    console.log(`[test] installing Debian's ${packages.join(' and ')}`)
    const prefix = root ? [] : ['sudo', '-n']
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    for (const step of [
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', ...packages],
    ]) {
      const [command, ...args] = [...prefix, ...step]
      spawnSync(command, args, { stdio: 'inherit', env })
    }
  }
  if (existsSync(chromiumPath)) return true
  console.error(
    `[test] The browser tests need Debian's Chromium at ${chromiumPath}. Install it with:\n` +
      '  sudo apt-get install -y chromium chromium-headless-shell',
  )
  return false
}

const STATIC = ['typecheck', 'lint', 'build', 'build server']

/**
 * The tiers, each started once every tier it runs `after` has ended (the two cores are busy from
 * the first to the last: every core-second left idle shows in the wall time), each timed on its
 * own. Every tier runs even when one it follows failed.
 */
const tiers = [
  // TypeScript 7, the native compiler (some twice as fast here); typescript-eslint keeps
  // TypeScript 5's API, so both are installed (typescript7 is the npm alias of typescript@7).
  {
    name: 'typecheck',
    run: () =>
      start([process.execPath, join(root, 'node_modules/typescript7/bin/tsc'), '-b', '--noEmit']),
  },
  { name: 'lint', run: () => start([bin('eslint'), '.', '--max-warnings', '0']) },
  // The e2e tier's production build, made beside them: tsc runs alone for its last half minute,
  // and the build fits in the core eslint leaves (e2e then finds it fresh).
  {
    name: 'build',
    run: () =>
      buildIsStale(outDir)
        ? start([bin('vite'), ...buildArgs(outDir)])
        : Promise.resolve({ ok: true }),
  },
  // The agency server's bundle, for server-http and the connected-mode e2e spec.
  {
    name: 'build server',
    run: () =>
      start([bin('vite'), 'build', '--config', 'server/vite.config.ts', '--logLevel', 'warn']),
  },
  // Each vitest run is one worker (vitest takes cores - 1 on two cores). The flows take half as
  // long again as the unit tier, so they run as two shards: three processes keep both cores
  // busy instead of one core idling while the flows finish alone.
  { name: 'unit', after: STATIC, run: () => start(vitest('unit')) },
  { name: 'flows 1/2', after: STATIC, run: () => start(vitest('flows', '1/2')) },
  { name: 'flows 2/2', after: STATIC, run: () => start(vitest('flows', '2/2')) },
  // The agency server over loopback (issues 28 and 29): much of it waits on its child processes
  // (servers, PostgreSQL, devices), which the vitest runs leave a core for; beside the browser
  // tier it slowed e2e more than it costs here. Its bundle and dist/ are built by then.
  { name: 'server-http', after: STATIC, run: () => start(vitest('server-http')) },
  // The browser tier, the longest, starts as soon as the flows have ended (the unit tier's last
  // half minute would leave a core idle), its three workers keeping both cores busy through its
  // waits on the page. Beside it, once the server's tier has ended, the handler suite again over
  // PostgreSQL (PGlite in-process).
  {
    name: 'e2e',
    after: ['build', 'flows 1/2', 'flows 2/2'],
    run: () =>
      ensureChromium()
        ? start([process.execPath, join(root, 'scripts/e2e.mjs'), ...process.argv.slice(2)])
        : Promise.resolve({ ok: false }),
  },
  { name: 'handlers-pg', after: ['server-http'], run: () => start(vitest('handlers-pg')) },
]

async function timed(tier) {
  console.log(`\n[test] ${tier.name}`)
  const began = performance.now()
  const { ok, cpu = null } = await tier.run()
  return { name: tier.name, ok, seconds: Math.round((performance.now() - began) / 100) / 10, cpu }
}

const running = new Map()
for (const tier of tiers) {
  const before = Promise.all((tier.after ?? []).map((name) => running.get(name)))
  running.set(
    tier.name,
    before.then(() => timed(tier)),
  )
}
const report = await Promise.all(running.values())
writeFileSync(join(results, 'tiers.json'), `${JSON.stringify(report, null, 2)}\n`)
console.log('')
for (const { name, ok, seconds, cpu } of report)
  console.log(
    `[test] ${name.padEnd(9)} ${ok ? 'passed' : 'FAILED'} in ${seconds} s${cpu === null ? '' : ` (${cpu} s CPU)`}`,
  )
process.exit(report.every((tier) => tier.ok) ? 0 : 1)
