/**
 * Killed mid-sync: a device with 1,000 writes queued offline pushes them while the server is
 * killed outright (SIGKILL) and started again five times. Each write is taken in the transaction
 * that runs it, with the device's sequence number, so a batch cut anywhere is pushed again and
 * only what was not taken runs: at the end the server holds each of the 1,000 rows exactly once,
 * and the device's outbox is empty.
 */
import 'fake-indexeddb/auto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Task } from '@/features/todo/todo.schema'
import { connectDevice } from './sync-device'
import { call, signIn } from './api'
import { startProxy, type Proxy } from './proxy'
import { createDatabase, startServer, stopServers, type RunningServer } from './server-process'

const WRITES = 1000
const KILLS = 5

let databaseUrl = ''
let server: RunningServer | undefined
let proxy: Proxy | undefined

beforeAll(async () => {
  databaseUrl = await createDatabase('sync_kill')
  server = await startServer({ databaseUrl })
  proxy = await startProxy(server.port)
})

afterAll(async () => {
  await proxy?.close()
  await stopServers(server)
})

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

it(
  'pushes 1,000 queued writes through five SIGKILLs, each applied exactly once',
  { timeout: 240_000 },
  async () => {
    const device = await connectDevice(proxy!.url)
    await device.syncNow()
    proxy!.cut()
    const titles = Array.from({ length: WRITES }, (_, i) => `Queued ${i}`)
    for (const title of titles)
      expect((await device.call('POST', '/apps/todo/add-tasks', { task: { title } })).status).toBe(
        201,
      )
    expect((await device.status()).waiting).toBe(WRITES)
    proxy!.restore()

    let syncing = true
    const pushing = (async () => {
      while (syncing) {
        const status = await device.syncNow()
        if (status.waiting === 0 && status.state === 'synced') return status
        await pause(50)
      }
      return device.status()
    })()
    let kills = 0
    for (; kills < KILLS; kills += 1) {
      // Somewhere in the upload: soon after it resumed, well before the 1,000 are through.
      await pause(100 + Math.random() * 200)
      if ((await device.status()).waiting === 0) break
      server!.kill('SIGKILL')
      await server!.exited
      server = await startServer({ databaseUrl })
      proxy!.retarget(server.port)
    }
    const done = await Promise.race([pushing, pause(120_000).then(() => null)])
    syncing = false
    expect(done, 'the outbox did not empty in two minutes').not.toBeNull()
    expect(done).toMatchObject({ waiting: 0, refused: [] })
    expect(kills).toBe(KILLS)

    const token = (await signIn(server!.url)).accessToken
    const tasks = (await call<Task[]>(server!.url, 'GET', '/apps/todo/tasks', { token })).body
    const queued = tasks.filter((task) => task.title.startsWith('Queued '))
    expect(queued).toHaveLength(WRITES)
    expect(new Set(queued.map((task) => task.title)).size).toBe(WRITES)
    expect(new Set(queued.map((task) => task.id)).size).toBe(WRITES)
  },
)
