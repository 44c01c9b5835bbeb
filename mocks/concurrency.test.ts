/**
 * Concurrent requests, as a page sends them: every add endpoint takes 20 at once and makes 20
 * rows with 20 distinct ids and no 5xx; 20 updates of one row leave one valid row; a reset racing
 * an add leaves either the fresh seed or the seed plus that row, never a half-written table.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { safeParse } from 'zod/v4/core'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import { storage } from './db/storage'
import { dataRegistry } from './handlers'

type Request = readonly [method: string, path: string, body: unknown]

interface Case {
  name: string
  table: string
  add: (i: number) => Request
  /** The i-th of twenty different updates of one row (`target`), and what it would leave. */
  update: (i: number) => Request
  target: number | string
  left: (i: number) => unknown
  read: (row: Record<string, unknown>) => unknown
}

const event = (title: string, id?: number) => ({
  ...(id ? { id } : {}),
  url: '',
  title,
  start: '2026-11-25T10:00:00.000Z',
  end: '2026-11-25T11:00:00.000Z',
  allDay: false,
  extendedProps: { calendar: 'Business' },
})
const mail = (i: number) => ({ to: [`client${i}@example.com`], subject: `Quote ${i}`, message: '' })
const title = (row: Record<string, unknown>) => row.title
const titled = (i: number) => `Title ${i}`
const label = (i: number) => [i % 2 ? 'company' : 'private']
const labelMail = (i: number): Request => [
  'POST',
  '/apps/email/update-emails',
  { emailIds: [1], dataToUpdate: { labels: label(i) } },
]

const cases: Case[] = [
  {
    name: 'todo add-tasks',
    table: 'todoTasks',
    add: (i) => ['POST', '/apps/todo/add-tasks', { task: { title: `Task ${i}` } }],
    update: (i) => ['POST', '/apps/todo/update-task', { task: { id: 1, title: `Title ${i}` } }],
    target: 1,
    left: titled,
    read: title,
  },
  {
    name: 'calendar add-event',
    table: 'calendarEvents',
    add: (i) => ['POST', '/apps/calendar/add-event', { event: event(`Event ${i}`) }],
    update: (i) => ['POST', '/apps/calendar/update-event', { event: event(`Title ${i}`, 1) }],
    target: 1,
    left: titled,
    read: title,
  },
  {
    name: 'kanban add-task',
    table: 'kanbanTasks',
    add: (i) => [
      'POST',
      '/apps/kanban/add-task',
      { data: { title: `Card ${i}`, boardId: 'todo' } },
    ],
    update: (i) => ['POST', '/apps/kanban/update-task', { data: { id: 1, title: `Title ${i}` } }],
    target: 1,
    left: titled,
    read: title,
  },
  {
    name: 'kanban add-board',
    table: 'kanbanBoards',
    add: (i) => [
      'POST',
      '/apps/kanban/add-board',
      { data: { id: `lane-${i}`, title: `Lane ${i}` } },
    ],
    update: (i) => [
      'POST',
      '/apps/kanban/update-board',
      { data: { id: 'todo', title: `Title ${i}` } },
    ],
    target: 'todo',
    left: titled,
    read: title,
  },
  {
    name: 'email send',
    table: 'emails',
    add: (i) => ['POST', '/apps/email/send', mail(i)],
    update: labelMail,
    target: 1,
    left: label,
    read: (row) => row.labels,
  },
  {
    name: 'email save-draft',
    table: 'emails',
    add: (i) => ['POST', '/apps/email/save-draft', mail(i)],
    update: labelMail,
    target: 1,
    left: label,
    read: (row) => row.labels,
  },
]

let token = ''
beforeEach(async () => {
  await freshDatabase()
  token = (await signIn()).accessToken
})

const send = ([method, path, body]: Request) => call(method, path, { token, body })
const rowsOf = (table: string) => storage().table<Record<string, unknown>, unknown>(table).toArray()
const countAll = async () =>
  Object.fromEntries(
    await Promise.all(
      Object.keys(dataRegistry.exported).map(async (name) => [
        name,
        await storage().table(name).count(),
      ]),
    ),
  ) as Record<string, number>

describe.each(cases)('$name', ({ table, add, update, target, left, read }) => {
  it('makes 20 rows with 20 distinct new ids from 20 concurrent adds, and no 5xx', async () => {
    const before = await rowsOf(table)
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => send(add(i))))
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(201))
    const after = await rowsOf(table)
    expect(after).toHaveLength(before.length + 20)
    const fresh = after.filter((row) => !before.some((old) => old.id === row.id))
    expect(new Set(fresh.map((row) => row.id)).size).toBe(20)
  })

  it('leaves one valid row after 20 concurrent updates of it', async () => {
    const requests = Array.from({ length: 20 }, (_, i) => update(i))
    const results = await Promise.all(requests.map(send))
    expect(results.every((result) => result.status === 200)).toBe(true)
    const rows = await rowsOf(table)
    const schema = dataRegistry.exported[table]!
    for (const row of rows) expect(safeParse(schema, row).success).toBe(true)
    const row = rows.find((entry) => entry.id === target)!
    expect(Array.from({ length: 20 }, (_, i) => left(i))).toContainEqual(read(row))
  })

  it('leaves the fresh seed, or the seed plus the row, when a reset races an add', async () => {
    const seeded = await countAll()
    for (let round = 0; round < 3; round += 1) {
      const [reset, added] = await Promise.all([
        call('POST', '/api/local-db/reset', { token }),
        send(add(round)),
      ])
      expect([reset.status, added.status]).toEqual([200, 201])
      const counts = await countAll()
      const others = { ...counts, [table]: seeded[table] }
      expect(others).toEqual(seeded)
      expect([seeded[table], seeded[table]! + 1]).toContain(counts[table])
    }
  })
})

describe('chat send-msg', () => {
  it('keeps all 20 messages sent at once to one contact, in one chat', async () => {
    const before = (await rowsOf('chats')).length
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/apps/chat/send-msg', { token, body: { contactId: 12, message: `Hi ${i}` } }),
      ),
    )
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(201))
    const chats = await rowsOf('chats')
    expect(chats).toHaveLength(before + 1)
    const chat = chats.find((row) => row.userId === 12) as { messages: unknown[] }
    expect(chat.messages).toHaveLength(20)
  })
})
