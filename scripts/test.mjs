#!/usr/bin/env node
/**
 * `npm test`: every tier in turn, cheapest first, each timed: typecheck, lint and the production
 * builds (side by side), then unit (vitest: handlers, page units, the api client) beside flows
 * (vitest + jsdom: whole screens over the worker's dispatch), then e2e (Playwright against the
 * production build in Debian's Chromium) beside handlers-pg (the handler tests over PostgreSQL)
 * and after it server-http (the agency server over loopback). Every tier runs even when an
 * earlier one failed, so one run reports everything; the exit code is non-zero when any failed.
 * The wall time and CPU time of each tier are printed at the end and kept in
 * test-results/tiers.json (`.ci/run` prints them). With CI set, each vitest run writes its JSON
 * report (test-results/vitest-<tier>[-<shard>].json), which `.ci/run` counts. Arguments go to
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
 * whose `times` gives the CPU time of the tier's whole process tree (every process it waited
 * for: the browsers, the servers), answered with whether it passed.
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

/**
 * The tiers in order; those sharing a `group` run side by side (tsc and eslint each keep one core
 * busy), each still timed on its own, except one with `after`, which starts when that tier of its
 * group has ended.
 */
const tiers = [
  // TypeScript 7, the native compiler (some twice as fast here); typescript-eslint keeps
  // TypeScript 5's API, so both are installed (typescript7 is the npm alias of typescript@7).
  {
    name: 'typecheck',
    group: 'static',
    run: () =>
      start([process.execPath, join(root, 'node_modules/typescript7/bin/tsc'), '-b', '--noEmit']),
  },
  { name: 'lint', group: 'static', run: () => start([bin('eslint'), '.', '--max-warnings', '0']) },
  // The e2e tier's production build, made beside them: tsc runs alone for its last half minute,
  // and the build fits in the core eslint leaves (e2e then finds it fresh).
  {
    name: 'build',
    group: 'static',
    run: () =>
      buildIsStale(outDir)
        ? start([bin('vite'), ...buildArgs(outDir)])
        : Promise.resolve({ ok: true }),
  },
  // The agency server's bundle, for server-http and the connected-mode e2e spec.
  {
    name: 'build server',
    group: 'static',
    run: () =>
      start([bin('vite'), 'build', '--config', 'server/vite.config.ts', '--logLevel', 'warn']),
  },
  // Each vitest run is one worker (vitest takes cores - 1 on two cores). The flows take half as
  // long again as the unit tier, so they run as two shards: three processes keep both cores
  // busy to the end instead of one core idling while the flows finish alone.
  { name: 'unit', group: 'vitest', run: () => start(vitest('unit')) },
  { name: 'flows 1/2', group: 'vitest', run: () => start(vitest('flows', '1/2')) },
  { name: 'flows 2/2', group: 'vitest', run: () => start(vitest('flows', '2/2')) },
  // The browser tier keeps both cores busy but for its waits on the page: beside it, one after
  // the other, the agency server's tiers (issues 28 and 29): the handler suite again over
  // PostgreSQL (PGlite in-process), then the server itself over loopback (its bundle over an
  // embedded PostgreSQL, processes killed and PostgreSQL restarted under them, devices syncing).
  // Every core-second counts on two cores: the vitest group above ends as soon as its three
  // runs can share the cores, and the server's tiers fill what the browser leaves until it ends.
  {
    name: 'e2e',
    group: 'browser',
    run: () =>
      ensureChromium()
        ? start([process.execPath, join(root, 'scripts/e2e.mjs'), ...process.argv.slice(2)])
        : Promise.resolve({ ok: false }),
  },
  { name: 'handlers-pg', group: 'browser', run: () => start(vitest('handlers-pg')) },
  {
    name: 'server-http',
    group: 'browser',
    after: 'handlers-pg',
    run: () => start(vitest('server-http')),
  },
]

async function timed(tier) {
  console.log(`\n[test] ${tier.name}`)
  const began = performance.now()
  const { ok, cpu = null } = await tier.run()
  return { name: tier.name, ok, seconds: Math.round((performance.now() - began) / 100) / 10, cpu }
}

const report = []
for (let index = 0; index < tiers.length;) {
  const { group } = tiers[index]
  const batch = [tiers[index++]]
  while (group && tiers[index]?.group === group) batch.push(tiers[index++])
  const running = new Map()
  for (const tier of batch) {
    const before = tier.after ? running.get(tier.after) : undefined
    running.set(tier.name, before ? before.then(() => timed(tier)) : timed(tier))
  }
  report.push(...(await Promise.all(running.values())))
}
writeFileSync(join(results, 'tiers.json'), `${JSON.stringify(report, null, 2)}\n`)
console.log('')
for (const { name, ok, seconds, cpu } of report)
  console.log(
    `[test] ${name.padEnd(9)} ${ok ? 'passed' : 'FAILED'} in ${seconds} s${cpu === null ? '' : ` (${cpu} s CPU)`}`,
  )
process.exit(report.every((tier) => tier.ok) ? 0 : 1)
