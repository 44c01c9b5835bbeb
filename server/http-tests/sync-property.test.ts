/**
 * Convergence, property-based (fast-check): three devices, each a process with its own database
 * (two admins and the client), each behind its own proxy, against one server, driven by random
 * steps: write, go offline, come back, restart the device (its worker's memory dropped, its
 * database kept), sync, and kill the server (SIGKILL) in the middle of a push, then start it
 * again. Every run ends with all copies equal, every write applied exactly once, and the client's
 * device holding nothing outside its reach.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { SyncStatus } from '@/features/sync/sync.schema'
import { call, signIn } from './api'
import { buildDeviceProcess, startDevice, type DeviceProcess } from './device-processes'
import { startProxy, type Proxy } from './proxy'
import { createDatabase, startServer, stopServers, type RunningServer } from './server-process'

const ADMINS = 2
const CLIENT = ADMINS

type Step =
  { kind: 'write' | 'offline' | 'online' | 'restart' | 'sync'; device: number } | { kind: 'abort' }

const device = fc.integer({ min: 0, max: ADMINS })
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('write' as const), device }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('offline' as const), device }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('online' as const), device }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restart' as const), device }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('sync' as const), device }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'abort' as const }) },
)

let databaseUrl = ''
let server: RunningServer | undefined
let script = ''

beforeAll(async () => {
  script = buildDeviceProcess()
  databaseUrl = await createDatabase('sync_property')
  server = await startServer({ databaseUrl })
}, 120_000)

afterAll(() => stopServers(server))

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

async function restartServer(proxies: readonly Proxy[]) {
  server!.kill('SIGKILL')
  await server!.exited
  server = await startServer({ databaseUrl })
  for (const proxy of proxies) proxy.retarget(server.port)
}

interface Bookmarks {
  bookmarks: { id: number }[]
}

async function runSteps(steps: readonly Step[], run: number) {
  const proxies = await Promise.all([0, 1, 2].map(() => startProxy(server!.port)))
  const devices: DeviceProcess[] = await Promise.all([0, 1, 2].map(() => startDevice(script)))
  try {
    for (const [index, one] of devices.entries())
      await one.ask({
        type: 'connect',
        server: proxies[index]!.url,
        ...(index === CLIENT ? { email: 'client@demo.com', password: 'client' } : {}),
      })
    const pages = await devices[CLIENT]!.ask<number[]>({ type: 'bookmarkable' })
    const page = pages[0]!
    const clientToken = (await signIn(server!.url, 'client@demo.com', 'client')).accessToken
    const bookmarked = async () =>
      (
        await call<Bookmarks>(server!.url, 'GET', '/api/bookmarks/data', { token: clientToken })
      ).body.bookmarks.some((mark) => mark.id === page)
    const before = await bookmarked()
    const titles: string[] = []
    let toggles = 0
    for (const action of steps) {
      if (action.kind === 'abort') {
        // A push under way when the server dies: the device that has writes waiting syncs.
        const pushing = devices.map((one) => one.ask({ type: 'sync' }).catch(() => undefined))
        await pause(10 + Math.random() * 60)
        await restartServer(proxies)
        await Promise.all(pushing)
        continue
      }
      const one = devices[action.device]!
      if (action.kind === 'write') {
        if (action.device === CLIENT) {
          await one.ask({ type: 'toggleBookmark', pageId: page })
          toggles += 1
        } else {
          const prefix = `R${run} D${action.device} W${titles.length}`
          await one.ask({ type: 'write', count: 1, prefix })
          titles.push(`${prefix} 0`)
        }
      } else if (action.kind === 'offline') proxies[action.device]!.cut()
      else if (action.kind === 'online') proxies[action.device]!.restore()
      else if (action.kind === 'restart') await one.ask({ type: 'restart' })
      else await one.ask({ type: 'sync' })
    }

    // Everyone back online, syncing until nothing waits, then once more to pull the last pushes.
    for (const proxy of proxies) proxy.restore()
    for (let round = 0; round < 20; round += 1) {
      const done = await Promise.all(
        devices.map(
          async (one) => (await one.ask<{ status: SyncStatus }>({ type: 'sync' })).status,
        ),
      )
      if (done.every((status) => status.waiting === 0 && status.state === 'synced')) break
    }
    for (const one of devices) await one.ask({ type: 'sync' })

    const admin = (await signIn(server!.url)).accessToken
    const tasks = (
      await call<{ title: string }[]>(server!.url, 'GET', '/apps/todo/tasks', { token: admin })
    ).body
    const made = tasks.filter((task) => task.title.startsWith(`R${run} `)).map((task) => task.title)
    expect(made.sort()).toEqual([...titles].sort())
    for (const index of [0, 1])
      expect(await devices[index]!.ask({ type: 'get', path: '/apps/todo/tasks' })).toEqual(tasks)
    expect(await bookmarked()).toBe(toggles % 2 === 1 ? !before : before)
    const serverMarks = (
      await call<Bookmarks>(server!.url, 'GET', '/api/bookmarks/data', { token: clientToken })
    ).body
    expect(await devices[CLIENT]!.ask({ type: 'get', path: '/api/bookmarks/data' })).toEqual(
      serverMarks,
    )
    for (const [index, one] of devices.entries()) {
      const state = await one.ask<Record<string, unknown[]>>({ type: 'state' })
      expect(state.syncOutbox, `device ${index}`).toEqual([])
      expect(state.syncRefused, `device ${index}`).toEqual([])
      if (index === CLIENT) {
        expect(state.invoices).toEqual([])
        expect(state.users).toEqual([])
        expect(state.todoTasks).toEqual([])
      }
    }
  } finally {
    for (const one of devices) one.stop()
    await Promise.all(proxies.map((proxy) => proxy.close()))
  }
}

it('converges: all copies equal, every write once, the client within its reach', async () => {
  let run = 0
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 12 }), async (steps) => {
      run += 1
      await runSteps(steps, run)
    }),
    { numRuns: Number(process.env.SYNC_PROPERTY_RUNS ?? 2), endOnFailure: true },
  )
}, 240_000)
