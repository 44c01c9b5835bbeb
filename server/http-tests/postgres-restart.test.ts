/**
 * PostgreSQL stopped and started again under a running server (a database restart, a failover):
 * meanwhile every request that needs the database answers 503 `service_unavailable` in the error
 * envelope, whichever path it takes to the database (a read's snapshot, a write's transaction, a
 * sign-in's reads straight from the pool); once the database is back, the same process answers
 * again, without a restart. Requests in flight as it stops are answered too, 2xx or 503, and
 * the process lives on. This file runs its own small cluster: stopping the tier's shared one
 * would fail the other files running beside it.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbedded, type Embedded } from '../embedded'
import { call, isEnvelope, signIn, type Reply } from './api'
import { startServer, stopServers, type RunningServer } from './server-process'

let scratch = ''
let cluster: Embedded | undefined
let server: RunningServer | undefined
let token = ''

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'corredor-restart-'))
  // As root, PostgreSQL runs as the `postgres` user, who must be able to reach its cluster.
  chmodSync(scratch, 0o755)
  cluster = await startEmbedded(join(scratch, 'data'))
  server = await startServer({ databaseUrl: cluster.url })
  token = (await signIn(server.url)).accessToken
})

afterAll(async () => {
  await stopServers(server)
  await cluster?.stop()
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** A request the server did not answer (the connection cut, the process gone): status 0. */
const orCut = (reply: Promise<Reply>): Promise<Reply> =>
  reply.catch((error: unknown) => ({ status: 0, body: String(error), headers: new Headers() }))

/** One request down each path to the database. */
const everyPath = (base: string, title: string): Promise<Reply>[] =>
  [
    call(base, 'GET', '/apps/todo/tasks', { token }),
    call(base, 'GET', '/api/invoice/invoices/1', { token }),
    call(base, 'POST', '/apps/todo/add-tasks', { token, body: { task: { title } } }),
    call(base, 'POST', '/jwt/login', { body: { email: 'admin@demo.com', password: 'admin' } }),
  ].map(orCut)

describe('PostgreSQL restarted under a running server', () => {
  it('answers 503 while the database is down, and serves again once it is back', async () => {
    const port = Number(new URL(cluster!.url).port)
    expect((await call(server!.url, 'GET', '/apps/todo/tasks', { token })).status).toBe(200)

    // Stopped while requests are in flight: each is answered, 2xx or 503, never a 500 or a cut.
    let done = false
    let succeeded = 0
    const lanes = Array.from({ length: 4 }, async (_, lane) => {
      const seen: Reply[] = []
      for (let round = 0; !done; round += 1) {
        const replies = await Promise.all(everyPath(server!.url, `During ${lane}.${round}`))
        succeeded += replies.filter((reply) => reply.status < 300).length
        seen.push(...replies)
      }
      return seen
    })
    for (let waited = 0; succeeded < 16 && waited < 10_000; waited += 5) await pause(5)
    await cluster!.stop()
    cluster = undefined
    await pause(200)
    done = true
    const during = await Promise.all(lanes)
    const odd = during
      .flat()
      .filter(
        ({ status, body }) =>
          !(status < 300 || (status === 503 && isEnvelope(body, 'service_unavailable'))),
      )
    expect(odd.map(({ status, body }) => `${status} ${JSON.stringify(body)}`)).toEqual([])
    expect(server!.alive(), server!.output()).toBe(true)

    const down = await Promise.all(everyPath(server!.url, 'While down'))
    for (const reply of down) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(503)
      expect(isEnvelope(reply.body, 'service_unavailable'), JSON.stringify(reply.body)).toBe(true)
    }
    // The process itself still answers what needs no database (a write checks the token first;
    // a read opens its snapshot first, so it is a 503 above).
    const guest = await call(server!.url, 'POST', '/apps/todo/add-tasks', { body: {} })
    expect(guest.status).toBe(401)

    // The same data folder and port: the pool's connection string is still right.
    cluster = await startEmbedded(join(scratch, 'data'), port)
    const back = await Promise.all(everyPath(server!.url, 'After the restart'))
    expect(back.map((reply) => reply.status)).toEqual([200, 200, 201, 200])
    const tasks = await call<{ title: string }[]>(server!.url, 'GET', '/apps/todo/tasks', {
      token,
    })
    const titles = tasks.body.map((task) => task.title)
    expect(titles).toContain('After the restart')
    expect(titles).not.toContain('While down')
    // Of the creates during the stop, those answered 201 are there (no more is known of the rest).
    const made = during.flat().filter((reply) => reply.status === 201)
    for (const reply of made) expect(tasks.body).toContainEqual(reply.body)
    expect(server!.output()).not.toContain('"event":"start.failed"')
  })
})
