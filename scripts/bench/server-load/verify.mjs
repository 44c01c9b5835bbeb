/**
 * The read-back of scripts/bench/server-load.mjs: the ledger in which each agent notes what its
 * acknowledged writes left, and the check at the end, through the API, that every such write is
 * there exactly once (todo tasks, calendar events, chat messages, invoices, payments in the
 * invoice's history, and the last update of each task), and that each paid invoice's balance is
 * its first balance less the payments made. A server that answers 2xx and loses or repeats the
 * write fails the benchmark, however fast it was.
 */
import { round } from '../report.mjs'
import { CONTACTS, PAYMENT_AMOUNT } from './operations.mjs'

/**
 * @typedef {ReturnType<typeof import('./http.mjs').client>} Client
 * @typedef {ReturnType<typeof ledger>} Ledger
 */

/**
 * What each agent's writes left, to be read back at the end: created records by marker, the
 * last acknowledged update of each task, payments per invoice. A write whose outcome is unknown
 * (a network failure, a 5xx) is counted as an error and kept apart: it may or may not be there.
 */
export function ledger() {
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
 * Reads every acknowledged write back through the API: each marker must be found exactly once
 * where it was written, each task must hold its last acknowledged update, each paid invoice's
 * balance must be its first balance less the acknowledged payments.
 * @param {Client} http
 * @param {string} token
 * @param {Ledger} book
 * @param {Map<number, number>} balancesBefore
 */
export async function verify(http, token, book, balancesBefore) {
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
export function balanceOf(balance) {
  if (typeof balance === 'number') return balance
  const value = Number(balance.replace(/^-?\$/, ''))
  return balance.startsWith('-') ? -value : value
}
