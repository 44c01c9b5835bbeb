/**
 * PostgreSQL stopped and started again under a running server (a database restart, a failover):
 * meanwhile every request that needs the database answers 503 `service_unavailable` in the error
 * envelope, whichever path it takes to the database (a read's snapshot, a write's transaction, a
 * sign-in's reads straight from the pool); once the database is back, the same process answers
 * again, without a restart. This file runs its own small cluster: stopping the tier's shared one
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

/** One request down each path to the database. */
const everyPath = (base: string, title: string): Promise<Reply>[] => [
  call(base, 'GET', '/apps/todo/tasks', { token }),
  call(base, 'GET', '/api/invoice/invoices/1', { token }),
  call(base, 'POST', '/apps/todo/add-tasks', { token, body: { task: { title } } }),
  call(base, 'POST', '/jwt/login', { body: { email: 'admin@demo.com', password: 'admin' } }),
]

describe('PostgreSQL restarted under a running server', () => {
  it('answers 503 while the database is down, and serves again once it is back', async () => {
    const port = Number(new URL(cluster!.url).port)
    expect((await call(server!.url, 'GET', '/apps/todo/tasks', { token })).status).toBe(200)

    await cluster!.stop()
    cluster = undefined
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
    expect(server!.output()).not.toContain('"event":"start.failed"')
  })
})
