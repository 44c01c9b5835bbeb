#!/usr/bin/env node
/**
 * Makes the database an earlier release created, and its export file, as fixtures for
 * mocks/db/fixtures/ (see the README there):
 *
 *   node scripts/make-db-fixture.mjs <commit> [--out mocks/db/fixtures] [--name v7]
 *
 * The commit is checked out in a temporary git worktree with this checkout's node_modules linked
 * in; a small vitest file runs that release's own dispatch over fake-indexeddb: it signs in as the
 * admin, makes a few writes (each kept only if that release answers it with a 2xx), takes the
 * export, and dumps the raw IndexedDB: every object store (keyPath, autoIncrement, indexes), the
 * native version (Dexie's version × 10) and every record, with tagged values for what JSON cannot
 * hold (Uint8Array, Date, undefined...). Faithful to the release's code and seeds; the database
 * engine is fake-indexeddb, not a browser's.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const args = process.argv.slice(2)
const option = (name) => {
  const at = args.indexOf(name)
  return at >= 0 ? args.splice(at, 2)[1] : undefined
}
const outDir = resolve(option('--out') ?? 'mocks/db/fixtures')
const name = option('--name')
const commit = args[0]
if (!commit) {
  console.error('usage: node scripts/make-db-fixture.mjs <commit> [--out dir] [--name vN]')
  process.exit(2)
}

const root = process.cwd()
const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim()
const sha = git('rev-parse', '--verify', `${commit}^{commit}`)
const has = (path) => {
  try {
    git('cat-file', '-e', `${sha}:${path}`)
    return true
  } catch {
    return false
  }
}
// The handler tests' client moved from src/test to mocks/test when the backend left src/.
const layout = has('mocks/test/api.ts')
  ? { api: './mocks/test/api', setup: './mocks/test/setup.ts' }
  : { api: './src/test/api', setup: './src/test/setup.ts' }

/** Writes tried in every release; a release that lacks the route or shape just answers 4xx. */
const writes = [
  [
    'POST',
    '/jwt/register',
    { username: 'fixture', email: 'fixture@demo.com', password: 'secret12' },
  ],
  ['POST', '/api/bookmarks/update', { id: 1 }],
  ['POST', '/apps/todo/add-tasks', { task: { title: 'Fixture task', tags: ['team'] } }],
  ['POST', '/apps/ecommerce/cart', { productId: 4 }],
  ['POST', '/apps/ecommerce/wishlist', { productId: 11 }],
]

const testFile = `
import { writeFileSync } from 'node:fs'
import { it } from 'vitest'
import { call, signIn } from '${layout.api}'

function encode(value) {
  if (value === undefined) return { $t: 'undefined' }
  if (value === null || typeof value !== 'object') return value
  if (value instanceof Uint8Array) return { $t: 'Uint8Array', v: Buffer.from(value).toString('base64') }
  if (value instanceof ArrayBuffer) return { $t: 'ArrayBuffer', v: Buffer.from(value).toString('base64') }
  if (value instanceof Date) return { $t: 'Date', v: value.toISOString() }
  if (Array.isArray(value)) return value.map(encode)
  const proto = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) throw new Error('cannot encode ' + proto?.constructor?.name)
  const out = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]))
  return '$t' in value ? { $t: 'Object', v: out } : out
}

const request = (r) => new Promise((ok, fail) => { r.onsuccess = () => ok(r.result); r.onerror = () => fail(r.error) })

async function dumpDatabase(name) {
  const idb = await request(indexedDB.open(name))
  const stores = []
  for (const storeName of [...idb.objectStoreNames].sort()) {
    const tx = idb.transaction(storeName, 'readonly')
    const store = tx.objectStore(storeName)
    const indexes = [...store.indexNames].sort().map((n) => {
      const index = store.index(n)
      return { name: n, keyPath: index.keyPath, unique: index.unique, multiEntry: index.multiEntry }
    })
    const keys = await request(store.getAllKeys())
    const values = await request(store.getAll())
    const records = values.map((value, i) => (store.keyPath === null ? { key: encode(keys[i]), value: encode(value) } : { value: encode(value) }))
    stores.push({ name: storeName, keyPath: store.keyPath, autoIncrement: store.autoIncrement, indexes, records })
  }
  const dump = { name, version: idb.version, stores }
  idb.close()
  return dump
}

it('makes the fixture', async () => {
  const admin = await signIn()
  const writes = ${JSON.stringify(writes)}
  const made = []
  for (const [method, path, body] of writes) {
    const result = await call(method, path, { token: admin.accessToken, body })
    if (result.status < 300) made.push(method + ' ' + path)
  }
  const exported = await call('GET', '/api/local-db/export', { token: admin.accessToken })
  const dump = await dumpDatabase('corredor')
  dump.madeBy = { commit: process.env.FIXTURE_COMMIT, writes: made }
  writeFileSync(process.env.FIXTURE_IDB, JSON.stringify(dump) + '\\n')
  if (exported.status === 200)
    writeFileSync(process.env.FIXTURE_EXPORT, JSON.stringify(exported.body) + '\\n')
})
`

const config = `
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
const at = (p) => fileURLToPath(new URL(p, import.meta.url))
export default defineConfig({
  resolve: { alias: { '@mocks': at('./mocks'), '@': at('./src') } },
  test: { include: ['fixture.gen.test.mjs'], environment: 'node', setupFiles: ['${layout.setup}'], pool: 'forks' },
})
`

const work = mkdtempSync(join(tmpdir(), 'db-fixture-'))
const tree = join(work, 'tree')
git('worktree', 'add', '--detach', tree, sha)
try {
  symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'))
  writeFileSync(join(tree, 'fixture.gen.test.mjs'), testFile)
  writeFileSync(join(tree, 'fixture.config.mjs'), config)
  mkdirSync(outDir, { recursive: true })
  const schemaFile = has('mocks/db/schema.ts') ? 'mocks/db/schema.ts' : 'src/sw/schema.ts'
  // `db.version(N)` lines up to 10; `{ version: N, ... }` entries of the history since 11.
  const version = [...git('show', `${sha}:${schemaFile}`).matchAll(/version(?:\(|: )(\d+)/g)]
    .map((match) => Number(match[1]))
    .reduce((a, b) => Math.max(a, b), 0)
  const base = name ?? `v${version}`
  const idbOut = join(outDir, `${base}.idb.json`)
  const exportOut = join(outDir, `${base}.export.json`)
  execFileSync('npx', ['vitest', 'run', '--config', 'fixture.config.mjs'], {
    cwd: tree,
    stdio: 'inherit',
    env: { ...process.env, FIXTURE_COMMIT: sha, FIXTURE_IDB: idbOut, FIXTURE_EXPORT: exportOut },
  })
  for (const file of [idbOut, exportOut]) if (existsSync(file)) console.log(`${file}`)
} finally {
  git('worktree', 'remove', '--force', tree)
  rmSync(work, { recursive: true, force: true })
}
