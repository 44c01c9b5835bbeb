/**
 * Two server processes over one database, as behind a load balancer: the process keeps no state
 * between requests (sessions are tokens, rows are in PostgreSQL), so a write through one is read
 * through the other, and creates racing through both for the next id (SERIALIZABLE, retried:
 * server/storage/transaction.ts) all succeed, each with its own id, none lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Task } from '@/features/todo/todo.schema'
import { call, signIn } from './api'
import { createDatabase, startServer, stopServers, type RunningServer } from './server-process'

let one: RunningServer | undefined
let two: RunningServer | undefined
let token = ''

beforeAll(async () => {
  // Both start together over an empty database, as two processes of a first deployment: one
  // migrates and seeds it while the other waits on the migration's lock and finds the seed.
  const databaseUrl = await createDatabase('two', { empty: true })
  ;[one, two] = await Promise.all([startServer({ databaseUrl }), startServer({ databaseUrl })])
  // A token signed by one is good at the other: the signing key is a row, not process memory.
  token = (await signIn(one.url)).accessToken
})

afterAll(() => stopServers(one, two))

const addTask = (server: RunningServer, title: string) =>
  call<Task>(server.url, 'POST', '/apps/todo/add-tasks', { token, body: { task: { title } } })

const tasksAt = async (server: RunningServer) => {
  const reply = await call<Task[]>(server.url, 'GET', '/apps/todo/tasks', { token })
  expect(reply.status).toBe(200)
  return reply.body
}

describe('two server processes over one database', () => {
  it('reads through one what was written through the other', async () => {
    const created = await addTask(one!, 'Written through one')
    expect(created.status).toBe(201)
    expect(await tasksAt(two!)).toContainEqual(created.body)
    const renamed = await call<Task>(two!.url, 'POST', '/apps/todo/update-task', {
      token,
      body: { task: { id: created.body.id, title: 'Renamed through two' } },
    })
    expect(renamed.status).toBe(200)
    expect(await tasksAt(one!)).toContainEqual({ ...created.body, title: 'Renamed through two' })
  })

  it('loses none of 2 × 25 creates racing through both', async () => {
    const before = await tasksAt(one!)
    const titles = Array.from({ length: 50 }, (_, index) => `Race ${index}`)
    const replies = await Promise.all(
      titles.map((title, index) => addTask(index % 2 === 0 ? one! : two!, title)),
    )
    expect(replies.map((reply) => reply.status)).toEqual(titles.map(() => 201))
    const ids = replies.map((reply) => reply.body.id)
    expect(new Set(ids).size).toBe(50)
    // New ids, each above every id that was there before ("highest id + 1").
    const highest = Math.max(...before.map((task) => task.id))
    expect(Math.min(...ids)).toBeGreaterThan(highest)
    for (const server of [one!, two!]) {
      const after = await tasksAt(server)
      expect(after).toHaveLength(before.length + 50)
      for (const reply of replies) expect(after).toContainEqual(reply.body)
    }
  })
})
