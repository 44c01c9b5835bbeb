/**
 * What the agents of scripts/bench/server-load.mjs do: the weighted mix of the screens' reads
 * and writes over several apps, each operation building its request and, for a write, noting in
 * the agent's ledger what must be found when the writes are read back. Every write carries a
 * unique marker so that the read-back can tell it apart from the seed and from every other write.
 */
/**
 * @typedef {import('./http.mjs').Answer} Answer
 * @typedef {import('./verify.mjs').Ledger} Ledger
 */

/** Seeded chat contacts, invoice ids and list parameters the reads pick from. */
export const CONTACTS = [1, 2, 3, 4, 5, 6]
const SEARCHES = ['', '', 'a', 'es', 'paid', '2026', 'sl']
const SORTS = ['id', 'dueDate', 'total', 'balance', 'client.name', 'invoiceStatus']
const USER_SEARCHES = ['', '', 'an', 'ma', 'company']
const FOLDERS = ['inbox', 'sent', 'draft', 'starred']
const KINDS = ['Business', 'Holiday', 'Personal', 'Family', 'ETC']
export const PAYMENT_AMOUNT = 0.5
const TODAY = new Date().toISOString().slice(0, 10)

/** @template T @param {readonly T[]} items @returns {T} */
const pick = (items) => /** @type {T} */ (items[Math.floor(Math.random() * items.length)])

/**
 * The operations and their weights (reads about 70% of the calls, as on the screens). Each
 * answers the request it makes and, for a write, what to note once it is acknowledged.
 * @typedef {{ method: string, path: string, body?: unknown, expected?: number[],
 *   acknowledged?: (answer: Answer) => void, unsure?: () => void }} Call
 * @typedef {{ marker: () => string, tasks: number[], invoices: number[],
 *   book: Ledger }} AgentState
 * @type {Array<[string, number, (agent: AgentState) => Call | null]>}
 */
export const OPERATIONS = [
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

export function pickOperation() {
  let left = Math.random() * TOTAL_WEIGHT
  for (const operation of OPERATIONS) {
    left -= operation[1]
    if (left < 0) return operation
  }
  return /** @type {(typeof OPERATIONS)[number]} */ (OPERATIONS.at(-1))
}

/** @param {string} kind */
export const isWrite = (kind) => /\.(add|update|send|pay)$/.test(kind)
