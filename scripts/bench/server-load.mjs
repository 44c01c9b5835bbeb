#!/usr/bin/env node
/**
 * `npm run bench:server`: the agency server under load (issue 28). One server process over its
 * own embedded PostgreSQL in a temporary directory, on a free loopback port; 200 simulated agents
 * (`--agents N`), each signed in with its own session, run for 60 s (`--seconds N`) a weighted mix
 * of the screens' reads and writes over several apps, back to back with no think time (a closed
 * loop: the figures are what the server sustains, not what an office asks of it). Every answer's
 * status and latency is recorded; every write that answered 2xx carries a unique marker, and at
 * the end each is read back through the API: it must be there exactly once (todo tasks, calendar
 * events, chat messages, invoices, payments in the invoice's history, and the last update of each
 * task), and each paid invoice's balance must be its first balance less the payments made.
 *
 * Every agent signs in as the seeded admin, each with its own session (an account registered
 * through the API is a client, which reaches no app); the sign-ins (PBKDF2) come before the clock
 * starts and are reported apart.
 *
 * Prints throughput and p50/p95/p99/max latency, overall and per operation; errors (a network
 * failure, or any status other than 2xx and the expected 400 of a payment larger than what is
 * left to pay); lost, duplicated and unacknowledged writes (found committed though they answered
 * an error); the server's CPU (its process and PostgreSQL's) and peak RSS; the machine's load.
 * Exits 1 on any error or any such write. A benchmark, not a timed test: the figures depend on
 * the machine, which the load average puts in context.
 */
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { ensureServerBuild, serverBundle } from '../server.mjs'
import { ADMIN } from './config.mjs'
import { percentile, round } from './report.mjs'

const SECONDS = 60
const AGENTS = 200
/** A request unanswered this long is an error. */
const TIMEOUT_MS = 30_000
/** Tokens live 10 minutes: an agent refreshes its own well before. */
const REFRESH_AFTER_MS = 8 * 60_000
const LISTENING_WITHIN_MS = 120_000

/** @param {string[]} argv */
function parseOptions(argv) {
  const options = { seconds: SECONDS, agents: AGENTS }
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = /** @type {string} */ (argv[i]).split('=', 2)
    const value = Number(inline ?? argv[++i])
    if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} takes a positive integer`)
    if (flag === '--seconds') options.seconds = value
    else if (flag === '--agents') options.agents = value
    else throw new Error(`unknown argument ${flag} (options: --seconds N, --agents N)`)
  }
  return options
}

/** @returns {Promise<number>} a free TCP port on loopback */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

// --- The server -------------------------------------------------------------------------------

/**
 * Starts dist-server/main.js over an embedded PostgreSQL in `dataDir` and resolves once it logs
 * that it listens. Its request log is read and dropped (counting 5xx lines); its error lines are
 * kept for the report.
 * @param {string} dataDir
 * @param {number} port
 */
async function startServer(dataDir, port) {
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logged = { serverErrors: 0, errorLines: /** @type {string[]} */ ([]) }
  createInterface({ input: child.stderr }).on('line', (line) => logged.errorLines.push(line))
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  const listening = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not listen within ${LISTENING_WITHIN_MS / 1000} s`)),
      LISTENING_WITHIN_MS,
    )
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening`)))
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('"status":5')) logged.serverErrors += 1
      if (line.includes('"event":"listening"')) {
        clearTimeout(timer)
        resolve(undefined)
      }
    })
  })
  try {
    await listening
  } catch (error) {
    child.kill('SIGTERM')
    await exited
    throw new Error(
      `${error instanceof Error ? error.message : error}\n${logged.errorLines.join('\n')}`,
    )
  }
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    return exited
  }
  return { pid: /** @type {number} */ (child.pid), logged, stop }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100

/**
 * CPU seconds used so far by `pid` and by its descendants (PostgreSQL's processes), from /proc;
 * null where there is no /proc.
 * @param {number} pid
 */
function cpuSeconds(pid) {
  if (!existsSync('/proc/self/stat')) return null
  /** @type {Map<number, { parent: number, ticks: number }>} */
  const processes = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // The fields after the command (which may hold spaces), from the state on.
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ').at(-1)?.split(' ')
      if (!fields) continue
      const ticks = Number(fields[11]) + Number(fields[12])
      processes.set(Number(name), { parent: Number(fields[1]), ticks })
    } catch {
      // gone meanwhile
    }
  }
  const own = processes.get(pid)?.ticks ?? 0
  let descendants = 0
  const parents = new Set([pid])
  for (let grown = true; grown;) {
    grown = false
    for (const [id, { parent, ticks }] of processes) {
      if (parents.has(parent) && !parents.has(id)) {
        parents.add(id)
        descendants += ticks
        grown = true
      }
    }
  }
  return { server: own / TICKS, postgres: descendants / TICKS }
}

/** @param {number} pid @returns {number | null} the process's peak resident set, in MB */
function peakRssMb(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? round(Number(match[1]) / 1024) : null
  } catch {
    return null
  }
}

// --- HTTP -------------------------------------------------------------------------------------

/**
 * @typedef {{ status: number, body: unknown, ms: number }} Answer
 * @typedef {{ kind: string, ms: number, status: number, expected: boolean }} Sample
 */

/**
 * A JSON client over one keep-alive connection pool (a connection per agent at most).
 * @param {number} port
 * @param {number} connections
 */
function client(port, connections) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  /**
   * @param {string} method
   * @param {string} path
   * @param {{ token?: string, body?: unknown }} [options]
   * @returns {Promise<Answer>} status 0 for a network failure or a timeout
   */
  function call(method, path, { token, body } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    /** @type {Record<string, string>} */
    const headers = { accept: 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    if (payload !== undefined) {
      headers['content-type'] = 'application/json'
      headers['content-length'] = String(Buffer.byteLength(payload))
    }
    const began = performance.now()
    return new Promise((resolve) => {
      const failed = (/** @type {unknown} */ error) =>
        resolve({ status: 0, body: String(error), ms: performance.now() - began })
      const req = httpRequest(
        { host: '127.0.0.1', port, method, path, headers, agent, timeout: TIMEOUT_MS },
        (res) => {
          const chunks = /** @type {Buffer[]} */ ([])
          res.on('data', (chunk) => chunks.push(chunk))
          res.on('error', failed)
          res.on('end', () => {
            const ms = performance.now() - began
            const text = Buffer.concat(chunks).toString('utf8')
            let parsed = /** @type {unknown} */ (text)
            try {
              parsed = JSON.parse(text)
            } catch {
              // not JSON: kept as text for the report
            }
            resolve({ status: res.statusCode ?? 0, body: parsed, ms })
          })
        },
      )
      req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)))
      req.on('error', failed)
      req.end(payload)
    })
  }
  return { call, close: () => agent.destroy() }
}

// --- The agents -------------------------------------------------------------------------------

/** Seeded chat contacts, invoice ids and list parameters the reads pick from. */
const CONTACTS = [1, 2, 3, 4, 5, 6]
const SEARCHES = ['', '', 'a', 'es', 'paid', '2026', 'sl']
const SORTS = ['id', 'dueDate', 'total', 'balance', 'client.name', 'invoiceStatus']
const USER_SEARCHES = ['', '', 'an', 'ma', 'company']
const FOLDERS = ['inbox', 'sent', 'draft', 'starred']
const KINDS = ['Business', 'Holiday', 'Personal', 'Family', 'ETC']
const PAYMENT_AMOUNT = 0.5
const TODAY = new Date().toISOString().slice(0, 10)

/** @template T @param {readonly T[]} items @returns {T} */
const pick = (items) => /** @type {T} */ (items[Math.floor(Math.random() * items.length)])

/**
 * What each agent's writes left, to be read back at the end: created records by marker, the
 * last acknowledged update of each task, payments per invoice. A write whose outcome is unknown
 * (a network failure, a 5xx) is counted as an error and kept apart: it may or may not be there.
 */
function ledger() {
  return {
    /** @type {Map<string, { kind: string, id: number | null }>} marker → what was created */
    created: new Map(),
    /** @type {Map<number, string>} task id → the description of its last acknowledged update */
    lastUpdate: new Map(),
    /** @type {Map<number, string[]>} invoice id → markers of acknowledged payments */
    payments: new Map(),
    /** @type {Set<number>} invoices with a payment whose outcome is unknown */
    unsureInvoices: new Set(),
    /** @type {Set<number>} tasks with an update whose outcome is unknown */
    unsureTasks: new Set(),
  }
}

/**
 * The operations and their weights (reads about 70% of the calls, as on the screens). Each
 * answers the request it makes and, for a write, what to note once it is acknowledged.
 * @typedef {{ method: string, path: string, body?: unknown, expected?: number[],
 *   acknowledged?: (answer: Answer) => void, unsure?: () => void }} Call
 * @typedef {{ marker: () => string, tasks: number[], invoices: number[],
 *   book: ReturnType<typeof ledger> }} AgentState
 * @type {Array<[string, number, (agent: AgentState) => Call | null]>}
 */
const OPERATIONS = [
  [
    'invoice.list',
    16,
    () => {
      const q = pick(SEARCHES)
      const query = new URLSearchParams({
        ...(q ? { q } : {}),
        perPage: '10',
        page: String(1 + Math.floor(Math.random() * 3)),
        sort: pick(['asc', 'desc']),
        sortColumn: pick(SORTS),
        allData: 'false',
      })
      return { method: 'GET', path: `/apps/invoice/invoices?${query}` }
    },
  ],
  [
    'invoice.one',
    4,
    ({ invoices }) => ({ method: 'GET', path: `/api/invoice/invoices/${pick(invoices)}` }),
  ],
  [
    'todo.list',
    8,
    () => ({
      method: 'GET',
      path: `/apps/todo/tasks?sortBy=${pick(['latest', 'title-asc', 'due-date', 'assignee'])}`,
    }),
  ],
  [
    'calendar.events',
    8,
    () => ({ method: 'GET', path: `/apps/calendar/events?calendars=${pick(KINDS)}&calendars=ETC` }),
  ],
  ['chat.contacts', 7, () => ({ method: 'GET', path: '/apps/chat/chats-and-contacts' })],
  [
    'users.list',
    7,
    () => {
      const q = pick(USER_SEARCHES)
      const page = 1 + Math.floor(Math.random() * 3)
      return {
        method: 'GET',
        path: `/api/users/list/data?${q ? `q=${q}&` : ''}page=${page}&perPage=10&sortColumn=fullName&sort=asc`,
      }
    },
  ],
  ['email.list', 7, () => ({ method: 'GET', path: `/apps/email/emails?folder=${pick(FOLDERS)}` })],
  ['search', 4, () => ({ method: 'GET', path: '/api/main-search/data' })],
  [
    'todo.add',
    8,
    ({ marker, tasks, book }) => {
      const title = marker()
      return {
        method: 'POST',
        path: '/apps/todo/add-tasks',
        body: { task: { title, tags: [pick(['team', 'low', 'high'])] } },
        acknowledged: ({ body }) => {
          const id = /** @type {{ id: number }} */ (body).id
          book.created.set(title, { kind: 'todo', id })
          tasks.push(id)
        },
      }
    },
  ],
  [
    'todo.update',
    5,
    ({ marker, tasks, book }) => {
      // Only the agent's own tasks, one update at a time: the last acknowledged one must stay.
      if (tasks.length === 0) return null
      const id = pick(tasks)
      const description = marker()
      return {
        method: 'POST',
        path: '/apps/todo/update-task',
        body: { task: { id, description, isImportant: Math.random() < 0.5 } },
        acknowledged: () => book.lastUpdate.set(id, description),
        unsure: () => book.unsureTasks.add(id),
      }
    },
  ],
  [
    'calendar.add',
    6,
    ({ marker, book }) => {
      const title = marker()
      const day = 1 + Math.floor(Math.random() * 28)
      const start = `2026-12-${String(day).padStart(2, '0')}T10:00`
      return {
        method: 'POST',
        path: '/apps/calendar/add-event',
        body: { event: { title, start, extendedProps: { calendar: pick(KINDS) } } },
        acknowledged: ({ body }) =>
          book.created.set(title, { kind: 'event', id: /** @type {{ id: number }} */ (body).id }),
      }
    },
  ],
  [
    'chat.send',
    6,
    ({ marker, book }) => {
      const message = marker()
      return {
        method: 'POST',
        path: '/apps/chat/send-msg',
        body: { contactId: pick(CONTACTS), message },
        acknowledged: () => book.created.set(message, { kind: 'message', id: null }),
      }
    },
  ],
  [
    'invoice.pay',
    4,
    ({ marker, invoices, book }) => {
      const id = pick(invoices)
      const note = marker()
      return {
        method: 'POST',
        path: '/apps/invoice/add-payment',
        body: { id, amount: PAYMENT_AMOUNT, date: TODAY, method: 'Card', note },
        // More than is left to pay: the contract's 400, not an error.
        expected: [400],
        acknowledged: () => book.payments.set(id, [...(book.payments.get(id) ?? []), note]),
        unsure: () => book.unsureInvoices.add(id),
      }
    },
  ],
  [
    'invoice.add',
    3,
    ({ marker, book }) => {
      const note = marker()
      return {
        method: 'POST',
        path: '/apps/invoice/add',
        body: {
          invoice: {
            issuedDate: TODAY,
            dueDate: TODAY,
            client: {
              name: 'Load Test',
              company: 'Bench',
              companyEmail: 'bench@example.com',
              address: '1 Loopback Road',
              country: 'Spain',
              contact: '+34 600 000 000',
            },
            items: [
              { item: 'Policy', description: '', cost: 100, quantity: 1, discount: 0, tax: 21 },
            ],
            note,
          },
        },
        acknowledged: ({ body }) =>
          book.created.set(note, { kind: 'invoice', id: /** @type {{ id: number }} */ (body).id }),
      }
    },
  ],
]

const TOTAL_WEIGHT = OPERATIONS.reduce((sum, [, weight]) => sum + weight, 0)

function pickOperation() {
  let left = Math.random() * TOTAL_WEIGHT
  for (const operation of OPERATIONS) {
    left -= operation[1]
    if (left < 0) return operation
  }
  return /** @type {(typeof OPERATIONS)[number]} */ (OPERATIONS.at(-1))
}

/**
 * @typedef {{ samples: Sample[], errors: Map<string, number>, examples: Map<string, string> }} Record
 * @param {Record} record
 * @param {string} kind
 * @param {Answer} answer
 * @param {number[]} expected statuses other than 2xx that are not errors
 * @returns {'ok' | 'expected' | 'error'}
 */
function note(record, kind, answer, expected = []) {
  const ok = answer.status >= 200 && answer.status < 300
  const isExpected = expected.includes(answer.status)
  record.samples.push({ kind, ms: answer.ms, status: answer.status, expected: isExpected })
  if (ok) return 'ok'
  if (isExpected) return 'expected'
  const key = `${kind} ${answer.status || 'network'}`
  record.errors.set(key, (record.errors.get(key) ?? 0) + 1)
  // The first answer of each kind of error, for the report.
  if (!record.examples.has(key)) record.examples.set(key, JSON.stringify(answer.body).slice(0, 300))
  return 'error'
}

/**
 * One agent: signs in, then calls operations back to back until `until`.
 * @param {ReturnType<typeof client>} http
 * @param {number} index
 * @param {{ run: string, invoices: number[], until: () => boolean, started: Promise<void> }} shared
 * @param {Record} record
 * @param {ReturnType<typeof ledger>} book
 */
async function agent(http, index, shared, record, book) {
  const signIn = await http.call('POST', '/jwt/login', { body: ADMIN })
  if (note(record, 'sign-in', signIn) !== 'ok') return
  let { accessToken: token, refreshToken } = /** @type {{ accessToken: string,
    refreshToken: string }} */ (signIn.body)
  let signedAt = Date.now()
  let sequence = 0
  /** @type {AgentState} */
  const state = {
    marker: () => `bench-${shared.run}-a${index}-${(sequence += 1)}`,
    tasks: [],
    invoices: shared.invoices,
    book,
  }
  await shared.started
  while (!shared.until()) {
    if (Date.now() - signedAt > REFRESH_AFTER_MS) {
      const refreshed = await http.call('POST', '/jwt/refresh-token', { body: { refreshToken } })
      if (note(record, 'refresh', refreshed) !== 'ok') return
      ;({ accessToken: token, refreshToken } = /** @type {{ accessToken: string,
        refreshToken: string }} */ (refreshed.body))
      signedAt = Date.now()
    }
    const [kind, , make] = pickOperation()
    const call = make(state)
    if (!call) continue
    const answer = await http.call(call.method, call.path, { token, body: call.body })
    const outcome = note(record, kind, answer, call.expected)
    if (outcome === 'ok') call.acknowledged?.(answer)
    // A failed write may have committed or not: what it touched can no longer be checked exactly.
    else if (outcome === 'error' && (answer.status === 0 || answer.status >= 500)) call.unsure?.()
  }
}

// --- Reading back -----------------------------------------------------------------------------

/**
 * Reads every acknowledged write back through the API: each marker must be found exactly once
 * where it was written, each task must hold its last acknowledged update, each paid invoice's
 * balance must be its first balance less the acknowledged payments.
 * @param {ReturnType<typeof client>} http
 * @param {string} token
 * @param {ReturnType<typeof ledger>} book
 * @param {Map<number, number>} balancesBefore
 */
async function verify(http, token, book, balancesBefore) {
  /** @param {string} path */
  const get = async (path) => {
    const answer = await http.call('GET', path, { token })
    if (answer.status !== 200)
      throw new Error(`read-back ${path} answered ${answer.status}: ${answer.body}`)
    return /** @type {any} */ (answer.body)
  }
  /** @type {Map<string, number>} marker → times found */
  const found = new Map()
  /** @param {string} text */
  const count = (text) => {
    if (typeof text === 'string' && text.startsWith('bench-'))
      found.set(text, (found.get(text) ?? 0) + 1)
  }

  /** @type {Array<{ id: number, title: string, description: string }>} */
  const tasks = await get('/apps/todo/tasks')
  for (const task of tasks) count(task.title)
  const byTask = new Map(tasks.map((task) => [task.id, task]))
  for (const event of await get('/apps/calendar/events')) count(event.title)
  for (const contact of CONTACTS) {
    const { chat } = await get(`/apps/chat/get-chat?id=${contact}`)
    for (const message of chat?.messages ?? []) count(message.message)
  }
  /** @type {Map<number, number>} */
  const balances = new Map()
  for (let page = 1; ; page += 1) {
    const { invoices, total } = await get(
      `/apps/invoice/invoices?perPage=1000&page=${page}&allData=false`,
    )
    for (const invoice of invoices) {
      count(invoice.note)
      balances.set(invoice.id, balanceOf(invoice.balance))
    }
    if (page * 1000 >= total) break
  }
  for (const id of book.payments.keys()) {
    for (const entry of await get(`/apps/invoice/history?id=${id}`))
      if (entry.type === 'payment') count(entry.note ?? '')
  }

  const expected = [...book.created.keys(), ...[...book.payments.values()].flat()]
  let lost = 0
  let duplicated = 0
  /** @type {string[]} */
  const examples = []
  for (const marker of expected) {
    const times = found.get(marker) ?? 0
    if (times === 0) lost += 1
    if (times > 1) duplicated += 1
    if (times !== 1 && examples.length < 10) examples.push(`${marker} found ${times} times`)
  }
  // A created record must be found under the id its write answered.
  for (const [marker, { kind, id }] of book.created) {
    if (kind === 'todo' && id !== null && byTask.get(id)?.title !== marker) {
      lost += 1
      if (examples.length < 10) examples.push(`task ${id} is not ${marker}`)
    }
  }
  for (const [id, description] of book.lastUpdate) {
    if (book.unsureTasks.has(id) || byTask.get(id)?.description === description) continue
    lost += 1
    if (examples.length < 10)
      examples.push(`task ${id} holds "${byTask.get(id)?.description}", not ${description}`)
  }
  for (const [id, notes] of book.payments) {
    if (book.unsureInvoices.has(id)) continue
    const wanted = round((balancesBefore.get(id) ?? 0) - notes.length * PAYMENT_AMOUNT, 2)
    if (balances.get(id) === wanted) continue
    lost += 1
    if (examples.length < 10)
      examples.push(`invoice ${id}: balance ${balances.get(id)}, expected ${wanted}`)
  }
  // A marker no acknowledged write carried: a write that answered an error but committed.
  const acknowledged = new Set(expected)
  const unacknowledged = [...found.keys()].filter((marker) => !acknowledged.has(marker)).length
  return {
    checked: expected.length + book.lastUpdate.size + book.payments.size,
    lost,
    duplicated,
    unacknowledged,
    examples,
  }
}

/** @param {number | string} balance a number, or the contract's `"$724"` */
function balanceOf(balance) {
  if (typeof balance === 'number') return balance
  const value = Number(balance.replace(/^-?\$/, ''))
  return balance.startsWith('-') ? -value : value
}

// --- The report -------------------------------------------------------------------------------

/** @param {number} value */
const ms = (value) => `${round(value)}`.padStart(8)

/** @param {string} label @param {number[]} times */
function latencyLine(label, times) {
  console.log(
    `  ${label.padEnd(18)} ${String(times.length).padStart(7)} ${ms(percentile(times, 50))}` +
      `${ms(percentile(times, 95))}${ms(percentile(times, 99))}${ms(Math.max(...times))}`,
  )
}

const load = () => loadavg().map((value) => round(value, 2))

async function main() {
  const options = parseOptions(process.argv.slice(2))
  ensureServerBuild()
  const dataDir = mkdtempSync(join(tmpdir(), 'corredor-server-load-'))
  // As root, the embedded PostgreSQL runs as a `postgres` user, who must reach its cluster.
  chmodSync(dataDir, 0o755)
  const port = await freePort()
  console.log(`[bench:server] starting the server on 127.0.0.1:${port}, PostgreSQL in ${dataDir}`)
  /** @type {Awaited<ReturnType<typeof startServer>> | null} */
  let server = null
  let failed = true
  // Interrupted: the server (and its PostgreSQL) stopped, the temporary directory removed.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.once(signal, () => {
      void (async () => {
        await server?.stop()
        rmSync(dataDir, { recursive: true, force: true })
        process.exit(130)
      })()
    })
  try {
    server = await startServer(dataDir, port)
    const http = client(port, options.agents + 1)
    const admin = await http.call('POST', '/jwt/login', { body: ADMIN })
    if (admin.status !== 200) throw new Error(`the admin cannot sign in (${admin.status})`)
    const { accessToken } = /** @type {{ accessToken: string }} */ (admin.body)

    // The invoices payments go to: those with something left to pay, and their balances.
    const before = await http.call('GET', '/apps/invoice/invoices?perPage=1000&allData=false', {
      token: accessToken,
    })
    const seeded = /** @type {{ invoices: Array<{ id: number, balance: number | string }> }} */ (
      before.body
    ).invoices
    const balancesBefore = new Map(
      seeded.map((invoice) => [invoice.id, balanceOf(invoice.balance)]),
    )
    const payable = seeded.filter((invoice) => balanceOf(invoice.balance) > 0).map((i) => i.id)

    /** @type {Record} */
    const record = { samples: [], errors: new Map(), examples: new Map() }
    const book = ledger()
    let begin = () => {}
    const started = new Promise((resolve) => (begin = () => resolve(undefined)))
    let deadline = Infinity
    const shared = {
      run: Date.now().toString(36),
      invoices: payable,
      until: () => performance.now() >= deadline,
      started: /** @type {Promise<void>} */ (started),
    }
    console.log(`[bench:server] ${options.agents} agents signing in (PBKDF2, one session each)`)
    const signInBegan = performance.now()
    const agents = Array.from({ length: options.agents }, (_, index) =>
      agent(http, index, shared, record, book),
    )
    // Everyone signed in (or failed to) before the clock starts.
    while (record.samples.length < options.agents && performance.now() - signInBegan < 600_000)
      await new Promise((done) => setTimeout(done, 50))
    const signInSeconds = (performance.now() - signInBegan) / 1000
    const loadBefore = load()
    const cpuBefore = cpuSeconds(server.pid)
    const clientCpuBefore = process.cpuUsage()
    const measuredFrom = record.samples.length
    console.log(
      `[bench:server] signed in within ${round(signInSeconds)} s; running ${options.seconds} s`,
    )
    let peakLoad = 0
    const sampler = setInterval(() => (peakLoad = Math.max(peakLoad, loadavg()[0] ?? 0)), 1000)
    const began = performance.now()
    deadline = began + options.seconds * 1000
    begin()
    await Promise.all(agents)
    const elapsed = (performance.now() - began) / 1000
    clearInterval(sampler)
    const loadAfter = load()
    const cpuAfter = cpuSeconds(server.pid)
    const clientCpu = process.cpuUsage(clientCpuBefore)
    const rss = peakRssMb(server.pid)

    console.log('[bench:server] reading every acknowledged write back')
    const check = await verify(http, accessToken, book, balancesBefore)
    http.close()

    // The report.
    const samples = record.samples.slice(measuredFrom)
    const signIns = record.samples.slice(0, measuredFrom).map((s) => s.ms)
    const errors = [...record.errors.values()].reduce((sum, n) => sum + n, 0)
    const expected4xx = samples.filter((s) => s.expected).length
    console.log(
      `\nServer load: ${options.agents} agents, ${round(elapsed)} s, closed loop (no think time), ` +
        `${cpus().length} CPUs, node ${process.version}`,
    )
    console.log(`  requests            ${samples.length}`)
    console.log(`  throughput          ${round(samples.length / elapsed)} req/s`)
    console.log(`  errors              ${errors}`)
    console.log(`  expected 4xx        ${expected4xx} (payments larger than the balance left)`)
    console.log(`  writes checked      ${check.checked}`)
    console.log(`  lost writes         ${check.lost}`)
    console.log(`  duplicated writes   ${check.duplicated}`)
    console.log(`  unacknowledged      ${check.unacknowledged} (failed writes found committed)`)
    console.log(`  5xx in server log   ${server.logged.serverErrors}`)
    console.log('\n  latency (ms)       requests     p50     p95     p99     max')
    latencyLine(
      'all',
      samples.map((s) => s.ms),
    )
    const reads = samples.filter((s) => !isWrite(s.kind)).map((s) => s.ms)
    const writes = samples.filter((s) => isWrite(s.kind)).map((s) => s.ms)
    latencyLine('reads', reads)
    latencyLine('writes', writes)
    for (const [kind] of OPERATIONS) {
      const times = samples.filter((s) => s.kind === kind).map((s) => s.ms)
      if (times.length) latencyLine(kind, times)
    }
    latencyLine('sign-in (before)', signIns)
    if (cpuBefore && cpuAfter) {
      const server = round(cpuAfter.server - cpuBefore.server)
      const postgres = round(cpuAfter.postgres - cpuBefore.postgres)
      console.log(
        `\n  CPU during the run  server ${server} s, PostgreSQL ${postgres} s, ` +
          `this client ${round((clientCpu.user + clientCpu.system) / 1e6)} s ` +
          `(of ${round(elapsed * cpus().length)} s on ${cpus().length} CPUs)`,
      )
    }
    if (rss !== null) console.log(`  server peak RSS     ${rss} MB`)
    console.log(
      `  load average        before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}, ` +
        `1-min peak ${round(peakLoad, 2)}`,
    )
    for (const [key, n] of record.errors)
      console.log(`  error: ${key} × ${n}, first answer ${record.examples.get(key)}`)
    for (const line of check.examples) console.log(`  write: ${line}`)
    // The server's own error output: each failure's first line counted, the rest (stacks, which
    // repeat for every failure) once each, the first few.
    /** @type {Map<string, number>} */
    const failures = new Map()
    for (const line of server.logged.errorLines)
      if (line.includes('handler failed')) failures.set(line, (failures.get(line) ?? 0) + 1)
    for (const [line, n] of failures) console.log(`  server × ${n}: ${line.slice(0, 300)}`)
    const details = [...new Set(server.logged.errorLines)].filter((l) => !failures.has(l))
    for (const line of details.slice(0, 40)) console.log(`  server: ${line.slice(0, 300)}`)
    failed = errors > 0 || check.lost > 0 || check.duplicated > 0 || check.unacknowledged > 0
  } finally {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  process.exit(failed ? 1 : 0)
}

/** @param {string} kind */
const isWrite = (kind) => /\.(add|update|send|pay)$/.test(kind)

main().catch((error) => {
  console.error(`[bench:server] ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
