/**
 * A server process killed outright (SIGKILL: no clean stop, requests cut mid-flight) loses
 * nothing it answered and leaves nothing half-written: each request is one PostgreSQL
 * transaction, committed before the answer. A stream of writes, four in flight, is cut; a new
 * process over the same database then finds every write that answered 2xx exactly once, and
 * every write that did land whole: each new task as created, each duplicated invoice with its
 * history entry (two tables, one transaction).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Task } from '@/features/todo/todo.schema'
import type { HistoryEntry, Invoice } from '@/features/invoice/invoice.schema'
import { call, inBatches, signIn } from './api'
import { createDatabase, startServer, stopServers, type RunningServer } from './server-process'

const IN_FLIGHT = 4
/** Answered writes before the kill: enough that it lands in the middle of the stream. */
const KILL_AFTER = 40

let databaseUrl = ''
let first: RunningServer | undefined
let second: RunningServer | undefined
let token = ''

beforeAll(async () => {
  databaseUrl = await createDatabase('kill')
  first = await startServer({ databaseUrl })
  token = (await signIn(first.url)).accessToken
})

afterAll(() => stopServers(first, second))

interface Stream {
  tasks: Task[]
  invoices: Invoice[]
  /** Titles of every task asked for, answered or not. */
  asked: Set<string>
  /** Requests the kill cut (no answer). */
  cut: number
}

/** Writes through `server` until it dies: tasks and invoice duplicates, IN_FLIGHT at a time. */
async function writeUntilKilled(server: RunningServer): Promise<Stream> {
  const stream: Stream = { tasks: [], invoices: [], asked: new Set(), cut: 0 }
  let next = 0
  let dead = false
  const writer = async () => {
    while (!dead) {
      const index = next++
      try {
        if (index % 2 === 0) {
          const title = `Kill ${index}`
          stream.asked.add(title)
          const body = { task: { title, description: `Written ${index}`, tags: ['team'] } }
          const reply = await call<Task>(server.url, 'POST', '/apps/todo/add-tasks', {
            token,
            body,
          })
          expect(reply.status).toBe(201)
          stream.tasks.push(reply.body)
        } else {
          const reply = await call<Invoice>(server.url, 'POST', '/apps/invoice/duplicate', {
            token,
            body: { id: 1 },
          })
          expect(reply.status).toBe(201)
          stream.invoices.push(reply.body)
        }
        if (stream.tasks.length + stream.invoices.length === KILL_AFTER) server.kill('SIGKILL')
      } catch (error) {
        if (error instanceof TypeError) {
          // fetch failed: the process is gone (connection refused or reset).
          dead = true
          stream.cut += 1
        } else throw error
      }
    }
  }
  try {
    await Promise.all(Array.from({ length: IN_FLIGHT }, writer))
  } finally {
    // Killed whatever happened: a stream that stopped early must not leave the test waiting.
    server.kill('SIGKILL')
  }
  return stream
}

describe('a server killed in the middle of writes', () => {
  it('keeps every answered write once, and none half-done', async () => {
    const invoicesNow = async (base: string) => {
      const query = '/apps/invoice/invoices?perPage=1000'
      const reply = await call<{ invoices: Invoice[] }>(base, 'GET', query, { token })
      expect(reply.status).toBe(200)
      return reply.body.invoices
    }
    const seeded = Math.max(...(await invoicesNow(first!.url)).map((invoice) => invoice.id))

    const stream = await writeUntilKilled(first!)
    expect(await first!.exited).toBeNull()
    expect(stream.tasks.length + stream.invoices.length).toBeGreaterThanOrEqual(KILL_AFTER)
    expect(stream.cut).toBeGreaterThan(0)

    second = await startServer({ databaseUrl })
    const tasks = await call<Task[]>(second.url, 'GET', '/apps/todo/tasks', { token })
    expect(tasks.status).toBe(200)
    // Every answered task, exactly as answered; no title twice; none that was never asked.
    const landed = tasks.body.filter((task) => task.title.startsWith('Kill '))
    for (const task of stream.tasks) expect(landed).toContainEqual(task)
    expect(new Set(landed.map((task) => task.title)).size).toBe(landed.length)
    for (const task of landed) {
      expect(stream.asked.has(task.title)).toBe(true)
      expect(task).toMatchObject({ description: `Written ${task.title.slice(5)}`, tags: ['team'] })
    }

    // Every answered invoice; every new invoice (answered or cut) with its one history entry.
    const created = (await invoicesNow(second.url)).filter((invoice) => invoice.id > seeded)
    for (const invoice of stream.invoices) expect(created).toContainEqual(invoice)
    expect(created.length).toBeLessThanOrEqual(stream.invoices.length + stream.cut)
    const histories = await inBatches(created, 8, (invoice) =>
      call<HistoryEntry[]>(second!.url, 'GET', `/apps/invoice/history?id=${invoice.id}`, {
        token,
      }),
    )
    for (const [index, history] of histories.entries()) {
      expect(history.status).toBe(200)
      expect(
        history.body.map(({ type, sourceId }) => ({ type, sourceId })),
        `${index}`,
      ).toEqual([{ type: 'duplicated', sourceId: 1 }])
    }
  })
})
