/**
 * Connected mode end to end: a device (this process, over fake-indexeddb, through the worker's own
 * dispatch) connected to the built server through a proxy the test cuts, and a colleague writing
 * straight to the server. Writes made offline reach the server once the device is back, exactly
 * once, re-run through the handlers (two payments on one invoice both count); a write the server
 * refuses is undone on the device and shown with its reason; the client's device holds nothing
 * the client may not read, and a push it forges for an admin's route changes nothing.
 */
import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Invoice } from '@/features/invoice/invoice.schema'
import type { Task } from '@/features/todo/todo.schema'
import { ID_BLOCK } from '@mocks/kernel/id-range'
import { db } from '@mocks/db/database'
import { connectDevice, deviceOf, type Device } from './sync-device'
import { call, signIn } from './api'
import { startProxy, type Proxy } from './proxy'
import { createDatabase, startServer, stopServers, type RunningServer } from './server-process'

let server: RunningServer | undefined
let proxy: Proxy | undefined
let colleague = ''

beforeAll(async () => {
  server = await startServer({ databaseUrl: await createDatabase('sync') })
  proxy = await startProxy(server.port)
  colleague = (await signIn(server.url)).accessToken
})

afterAll(async () => {
  await proxy?.close()
  await stopServers(server)
})

const onServer = <T>(method: string, path: string, body?: unknown, token = colleague) =>
  call<T>(server!.url, method, path, { token, ...(body === undefined ? {} : { body }) })

const invoiceOnServer = async (id: number) =>
  (await onServer<{ invoice: Invoice }>('GET', `/api/invoice/invoices/${id}`)).body.invoice

/** An invoice with room for both payments. */
async function roomyInvoice(): Promise<Invoice> {
  const list = await onServer<{ invoices: Invoice[] }>(
    'GET',
    '/apps/invoice/invoices?perPage=50&allData=false',
  )
  const invoice = list.body.invoices.find((row) => Number(row.balance) >= 200)
  if (!invoice) throw new Error('no invoice with a balance of 200')
  return invoice
}

/** A write as a device pushes it, made by the test. */
const mutation = (seq: number, path: string, body: unknown, before?: unknown[]) => ({
  seq,
  method: 'POST',
  path,
  body,
  draws: { now: Date.now(), ids: [], bytes: [] },
  at: new Date().toISOString(),
  ...(before ? { before } : {}),
})

const pay = (amount: number, id: number) => ({ id, amount, date: '2026-11-20', method: 'Cash' })

describe('a device connected to the agency server', () => {
  let device: Device

  it('connects, and holds what the server holds', async () => {
    device = await connectDevice(proxy!.url)
    const status = await device.syncNow()
    expect(status).toMatchObject({ mode: 'connected', state: 'synced', waiting: 0 })
    expect(status.deviceNo).toBeGreaterThanOrEqual(1)
    const here = await device.call<Task[]>('GET', '/apps/todo/tasks')
    const there = await onServer<Task[]>('GET', '/apps/todo/tasks')
    expect(here.body).toEqual(there.body)
  })

  it('pushes what it did offline once back, and both payments on one invoice count', async () => {
    const invoice = await roomyInvoice()
    proxy!.cut()
    expect(
      (await device.call('POST', '/apps/invoice/add-payment', pay(100, invoice.id))).status,
    ).toBe(200)
    const titles = Array.from({ length: 20 }, (_, i) => `Offline task ${i}`)
    for (const title of titles)
      expect((await device.call('POST', '/apps/todo/add-tasks', { task: { title } })).status).toBe(
        201,
      )
    const offline = await device.syncNow()
    expect(offline).toMatchObject({ state: 'offline', waiting: 21 })
    // Meanwhile a colleague, online, records a payment of 50 on the same invoice.
    expect((await onServer('POST', '/apps/invoice/add-payment', pay(50, invoice.id))).status).toBe(
      200,
    )

    proxy!.restore()
    expect(await device.syncNow()).toMatchObject({ state: 'synced', waiting: 0, refused: [] })
    const there = await invoiceOnServer(invoice.id)
    expect(there.balance).toBe(Number(invoice.balance) - 150)
    const here = await device.call<{ invoice: Invoice }>(
      'GET',
      `/api/invoice/invoices/${invoice.id}`,
    )
    expect(here.body.invoice).toEqual(there)
    const history = await onServer<{ type: string; amount?: number }[]>(
      'GET',
      `/apps/invoice/history?id=${invoice.id}`,
    )
    expect(
      history.body.filter((entry) => entry.type === 'payment').map((entry) => entry.amount),
    ).toEqual(expect.arrayContaining([100, 50]))
    // Every task made offline is on the server once, with the id the device gave it.
    const tasks = (await onServer<Task[]>('GET', '/apps/todo/tasks')).body
    const made = tasks.filter((task) => titles.includes(task.title))
    expect(made).toHaveLength(20)
    expect(new Set(made.map((task) => task.id)).size).toBe(20)
    const block = (await device.status()).deviceNo! * ID_BLOCK
    for (const task of made) expect(task.id).toBeGreaterThan(block)
    expect((await device.call<Task[]>('GET', '/apps/todo/tasks')).body).toEqual(tasks)
  })

  it('pulls what a colleague changed', async () => {
    const added = await onServer<Task>('POST', '/apps/todo/add-tasks', {
      task: { title: 'From a colleague' },
    })
    expect(added.status).toBe(201)
    await device.syncNow()
    const here = (await device.call<Task[]>('GET', '/apps/todo/tasks')).body
    expect(here).toContainEqual(added.body)
  })

  it('an edit made offline keeps what a colleague changed in the fields it left alone', async () => {
    const [task] = (await device.call<Task[]>('GET', '/apps/todo/tasks')).body.filter(
      (row) => !row.isCompleted && !row.isImportant,
    )
    if (!task) throw new Error('no open task')
    proxy!.cut()
    // The whole task, as a form sends it: every other field as the device last saw it.
    const edit = { task: { ...task, title: 'Renamed offline' } }
    expect((await device.call('POST', '/apps/todo/update-task', edit)).status).toBe(200)
    // Meanwhile a colleague renames it too, completes it and stars it.
    const theirs = { id: task.id, title: 'Renamed by a colleague', isCompleted: true }
    expect((await onServer('POST', '/apps/todo/update-task', { task: theirs })).status).toBe(200)
    expect(
      (
        await onServer('POST', '/apps/todo/update-task', {
          task: { id: task.id, isImportant: true },
        })
      ).status,
    ).toBe(200)

    proxy!.restore()
    expect(await device.syncNow()).toMatchObject({ state: 'synced', waiting: 0, refused: [] })
    const there = (await onServer<Task[]>('GET', '/apps/todo/tasks')).body.find(
      (row) => row.id === task.id,
    )
    // The agent's change stands; the colleague's, in fields the agent did not change, too.
    expect(there).toEqual({
      ...task,
      title: 'Renamed offline',
      isCompleted: true,
      isImportant: true,
    })
    const here = (await device.call<Task[]>('GET', '/apps/todo/tasks')).body
    expect(here.find((row) => row.id === task.id)).toEqual(there)
  })

  it('refuses a device it does not know, and a push of more than 500 writes, changing nothing', async () => {
    const unknown = { clientId: 'no-such-device', release: 12, mutations: [] }
    for (const [path, body] of [
      ['/api/sync/push', unknown],
      ['/api/sync/pull', { clientId: 'no-such-device', cookie: 0 }],
    ] as const) {
      const answer = await onServer<{ error: { code: string } }>('POST', path, body)
      expect(answer.status, path).toBe(404)
      expect(answer.body.error.code, path).toBe('unknown_client')
    }
    const events = await fetch(`${server!.url}/api/sync/events?clientId=no-such-device`)
    expect(events.status).toBe(404)

    const tasks = (await onServer<Task[]>('GET', '/apps/todo/tasks')).body
    const clientId = (await device.status()).clientId!
    const mutations = Array.from({ length: 501 }, (_, i) =>
      mutation(1_000_000 + i, '/apps/todo/add-tasks', { task: { title: `Flood ${i}` } }),
    )
    const flood = await onServer<{ error: { code: string; fields?: object } }>(
      'POST',
      '/api/sync/push',
      {
        clientId,
        release: 12,
        mutations,
      },
    )
    expect(flood.status).toBe(400)
    expect(flood.body.error).toMatchObject({ code: 'bad_request', fields: { mutations: /500/ } })
    expect((await onServer<Task[]>('GET', '/apps/todo/tasks')).body).toEqual(tasks)
  })

  it('passes over base rows it has no row for, and applies the write', async () => {
    const [task] = (await onServer<Task[]>('GET', '/apps/todo/tasks')).body
    const registered = await onServer<{ clientId: string }>('POST', '/api/sync/register', {})
    expect(registered.status).toBe(201)
    const bases = [
      { table: '__proto__', key: 1, row: {} },
      { table: 'authUsers', key: 1, row: { email: 'someone@else.es' } },
      { table: 'no-such-table', key: 1, row: {} },
      { table: 'todoTasks', key: [task!.id, 2], row: { title: task!.title } },
      { table: 'todoTasks', key: 'not an id', row: { title: task!.title } },
      { table: 'todoTasks', key: task!.id, row: { ['__proto__']: { isAdmin: true } } },
    ]
    const edit = { task: { id: task!.id, title: 'Renamed with odd bases' } }
    const pushed = await onServer<{ results: { outcome: string; status: number }[] }>(
      'POST',
      '/api/sync/push',
      {
        clientId: registered.body.clientId,
        release: 12,
        mutations: [mutation(1, '/apps/todo/update-task', edit, bases)],
      },
    )
    expect(pushed.status).toBe(200)
    expect(pushed.body.results).toMatchObject([{ outcome: 'applied', status: 200 }])
    const there = (await onServer<Task[]>('GET', '/apps/todo/tasks')).body
    expect(there.find((row) => row.id === task!.id)).toEqual({ ...task, title: edit.task.title })
  })

  it("resets to the agency's data, not the seed, and refuses an import", async () => {
    const added = await onServer<Task>('POST', '/apps/todo/add-tasks', {
      task: { title: 'Kept by the server' },
    })
    expect((await device.call('POST', '/api/local-db/reset')).status).toBe(200)
    const here = (await device.call<Task[]>('GET', '/apps/todo/tasks')).body
    expect(here).toEqual((await onServer<Task[]>('GET', '/apps/todo/tasks')).body)
    expect(here).toContainEqual(added.body)
    const backup = (await device.call('GET', '/api/local-db/export')).body
    const imported = await device.call<{ error: { code: string } }>(
      'POST',
      '/api/local-db/import',
      backup,
    )
    expect(imported.status).toBe(409)
    expect(imported.body.error.code).toBe('connected')
  })

  it('undoes a write the server refuses, and shows why', async () => {
    const invoice = await roomyInvoice()
    proxy!.cut()
    // Offline, the agent pays the whole balance; a colleague pays part of it first.
    await device.call('POST', '/apps/invoice/add-payment', pay(Number(invoice.balance), invoice.id))
    await onServer('POST', '/apps/invoice/add-payment', pay(10, invoice.id))
    proxy!.restore()
    const status = await device.syncNow()
    expect(status).toMatchObject({ waiting: 0, state: 'error' })
    expect(status.refused).toEqual([
      expect.objectContaining({ path: '/apps/invoice/add-payment', status: 400 }),
    ])
    expect(status.refused[0]!.message).toMatch(/balance/i)
    const here = await device.call<{ invoice: Invoice }>(
      'GET',
      `/api/invoice/invoices/${invoice.id}`,
    )
    expect(here.body.invoice).toEqual(await invoiceOnServer(invoice.id))
    expect(here.body.invoice.balance).toBe(Number(invoice.balance) - 10)
    // Dismissed once read: the device is synced again.
    expect(
      (await device.call('DELETE', '/api/sync/refused', { seq: status.refused[0]!.seq })).status,
    ).toBe(200)
    expect(await device.status()).toMatchObject({ state: 'synced', refused: [] })
  })

  it('pushes a write again after a lost answer without applying it twice', async () => {
    const registered = await onServer<{ clientId: string }>('POST', '/api/sync/register')
    const mutation = {
      seq: 1,
      method: 'POST',
      path: '/apps/todo/add-tasks',
      body: { task: { title: 'Pushed twice' } },
      draws: { now: Date.now(), ids: [], bytes: [] },
      at: new Date().toISOString(),
    }
    const push = { clientId: registered.body.clientId, release: 12, mutations: [mutation] }
    const first = await onServer<{ results: { outcome: string }[] }>('POST', '/api/sync/push', push)
    const again = await onServer<{ results: { outcome: string }[] }>('POST', '/api/sync/push', push)
    expect(first.body.results[0]!.outcome).toBe('applied')
    expect(again.body.results[0]!.outcome).toBe('applied')
    const tasks = (await onServer<Task[]>('GET', '/apps/todo/tasks')).body
    expect(tasks.filter((task) => task.title === 'Pushed twice')).toHaveLength(1)
  })

  it('takes the queue of a device one release behind', async () => {
    const registered = await onServer<{ clientId: string }>('POST', '/api/sync/register')
    const older = {
      clientId: registered.body.clientId,
      // Schema version 11: the release before connected mode's tables.
      release: 11,
      mutations: [
        {
          seq: 1,
          method: 'POST',
          path: '/apps/todo/add-tasks',
          body: { task: { title: 'From an older release' } },
          draws: { now: Date.now(), ids: [], bytes: [] },
          at: new Date().toISOString(),
        },
      ],
    }
    const pushed = await onServer<{ results: { outcome: string }[] }>(
      'POST',
      '/api/sync/push',
      older,
    )
    expect(pushed.body.results[0]!.outcome).toBe('applied')
    const tasks = (await onServer<Task[]>('GET', '/apps/todo/tasks')).body
    expect(tasks.filter((task) => task.title === 'From an older release')).toHaveLength(1)
  })
})

describe("the client's device", () => {
  it('pulls no invoice, user or credential row, and its forged admin write is refused', async () => {
    const admin = await connectDevice(proxy!.url)
    // The client signs in on the connected device: through the server.
    const signedIn = await admin.call<{ accessToken: string }>('POST', '/jwt/login', {
      email: 'client@demo.com',
      password: 'client',
    })
    expect(signedIn.status).toBe(200)
    const client = deviceOf(signedIn.body.accessToken)
    const clientStatus = await client.syncNow()
    expect(clientStatus, JSON.stringify(clientStatus)).toMatchObject({
      state: 'synced',
      account: 'client@demo.com',
    })
    for (const table of ['invoices', 'invoiceHistory', 'invoiceClients', 'users', 'userSettings'])
      expect(await db.table(table).count(), table).toBe(0)
    // Credentials and sessions here are the device's own (the accounts that signed in on it).
    for (const table of ['credentials', 'sessions']) {
      const owners = (await db.table(table).toArray()).map((row: { userId: number }) => row.userId)
      expect(new Set(owners), table).toEqual(new Set([1, 2]))
    }
    expect(await db.table('bookmarks').count()).toBeGreaterThan(0)

    // What the server sends the client, asked directly: only tables the client may read.
    const token = (await signIn(server!.url, 'client@demo.com', 'client')).accessToken
    const registered = await onServer<{ clientId: string }>(
      'POST',
      '/api/sync/register',
      undefined,
      token,
    )
    const pulled = await onServer<{ changes: { table: string }[] }>(
      'POST',
      '/api/sync/pull',
      { clientId: registered.body.clientId, cookie: 0 },
      token,
    )
    expect(new Set(pulled.body.changes.map((change) => change.table))).toEqual(
      new Set(['bookmarks', 'searchFiles', 'searchContacts']),
    )

    // A push forged for an admin-only route, with the client's own server token.
    const before = (await onServer<unknown[]>('GET', '/api/users/list/all-data')).body.length
    const forged = await onServer<{ results: { outcome: string; status: number }[] }>(
      'POST',
      '/api/sync/push',
      {
        clientId: registered.body.clientId,
        release: 12,
        mutations: [
          {
            seq: 1,
            method: 'POST',
            path: '/apps/users/add-user',
            body: {
              user: {
                fullName: 'Forged',
                username: 'forged',
                email: 'forged@x.com',
                role: 'admin',
                currentPlan: 'team',
                status: 'active',
              },
            },
            draws: { now: Date.now(), ids: [], bytes: [] },
            at: new Date().toISOString(),
          },
          {
            seq: 2,
            method: 'POST',
            path: '/api/local-db/reset',
            draws: { now: Date.now(), ids: [], bytes: [] },
            at: new Date().toISOString(),
          },
        ],
      },
      token,
    )
    expect(forged.body.results.map((result) => [result.outcome, result.status])).toEqual([
      ['refused', 403],
      ['refused', 403],
    ])
    expect((await onServer<unknown[]>('GET', '/api/users/list/all-data')).body).toHaveLength(before)
  })
})
