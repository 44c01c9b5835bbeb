/**
 * The outbox on a connected device, through the worker's own dispatch: a write and its record
 * commit together (a refused write records nothing), with what it drew from the clock and the id
 * rule, in the device's block of ids; writes that stay on the device are not recorded; and a
 * replay of the record draws the same values again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Task } from '@/features/todo/todo.schema'
import { storage } from '@mocks/db/storage'
import { beginDraws, now } from '@mocks/kernel/draws'
import { ID_BLOCK, setIdRange } from '@mocks/kernel/id-range'
import { nextId } from '@mocks/kernel/write'
import { todoTasks } from '@mocks/todo/todo.table'
import { call, freshDatabase, onPostgres, signIn } from '@mocks/test/api'
import { saveConnection } from './config'
import { syncOutbox } from './sync.table'

const DEVICE = 3

/** Connected in name only: a server that is never asked (pushes are not what this tests). */
async function connectHere() {
  await storage().write(() =>
    saveConnection({
      key: 'config',
      server: 'http://127.0.0.1:9',
      clientId: 'test-device',
      deviceNo: DEVICE,
      cookie: 0,
      cookieUser: null,
      activeUser: 1,
      lastSyncAt: null,
      lastError: null,
      refetch: [],
    }),
  )
}

beforeEach(async () => {
  await freshDatabase()
})
afterEach(async () => {
  await storage().write(() => saveConnection(null))
  setIdRange(null)
})

// The server records nothing: it is what devices push to.
describe.skipIf(onPostgres())('the outbox of a connected device', () => {
  it('records a write with its draws, and makes its ids in the device block', async () => {
    const { accessToken } = await signIn()
    await connectHere()
    const added = await call<Task>('POST', '/apps/todo/add-tasks', {
      token: accessToken,
      body: { task: { title: 'Made offline' } },
    })
    expect(added.status).toBe(201)
    expect(added.body.id).toBe(DEVICE * ID_BLOCK + 1)
    const [entry, ...rest] = await syncOutbox().toArray()
    expect(rest).toEqual([])
    expect(entry).toMatchObject({
      userId: 1,
      method: 'POST',
      path: '/apps/todo/add-tasks',
      body: { task: { title: 'Made offline' } },
      draws: { ids: [DEVICE * ID_BLOCK + 1], bytes: [] },
      touched: [{ table: 'todoTasks', key: DEVICE * ID_BLOCK + 1 }],
    })
    expect(Math.abs(entry!.draws.now - Date.now())).toBeLessThan(60_000)
  })

  it('records the shared rows a write changed as they were before it, not those it made', async () => {
    const { accessToken } = await signIn()
    await connectHere()
    const [task] = await todoTasks().toArray()
    const edit = { task: { ...task!, title: 'Renamed offline' } }
    const edited = await call('POST', '/apps/todo/update-task', { token: accessToken, body: edit })
    expect(edited.status).toBe(200)
    await call('POST', '/apps/todo/add-tasks', {
      token: accessToken,
      body: { task: { title: 'Made offline' } },
    })
    const [update, add] = await syncOutbox().toArray()
    expect(update!.before).toEqual([{ table: 'todoTasks', key: task!.id, row: task }])
    expect(add!.before).toBeUndefined()
  })

  it('records nothing for a refused write, nor for one that stays on the device', async () => {
    const { accessToken, refreshToken } = await signIn()
    await connectHere()
    const refused = await call('POST', '/apps/todo/update-task', {
      token: accessToken,
      body: { task: { id: 999_999, title: 'No such task' } },
    })
    expect(refused.status).toBe(404)
    const signedOut = await call('POST', '/jwt/logout', {
      token: accessToken,
      body: { refreshToken },
    })
    expect(signedOut.status).toBe(200)
    expect(await syncOutbox().count()).toBe(0)
  })

  it('records nothing in local mode', async () => {
    const { accessToken } = await signIn()
    const added = await call<Task>('POST', '/apps/todo/add-tasks', {
      token: accessToken,
      body: { task: { title: 'Local' } },
    })
    expect(added.body.id).toBeLessThan(ID_BLOCK)
    expect(await syncOutbox().count()).toBe(0)
  })
})

describe('draws replayed', () => {
  it('hand out the recorded time and ids, and refuse an id that is taken', async () => {
    await signIn()
    const recorded = { now: Date.UTC(2026, 0, 2, 3, 4, 5), ids: [4_000_123, 1], bytes: [] }
    const drawn = await storage().write(async () => {
      beginDraws(recorded)
      return { at: now().toISOString(), id: await nextId(todoTasks()) }
    })
    expect(drawn.value).toEqual({ at: '2026-01-02T03:04:05.000Z', id: 4_000_123 })
    // Task 1 is seeded: a replay that drew it finds it taken.
    await expect(
      storage().write(async () => {
        beginDraws({ ...recorded, ids: [1] })
        return nextId(todoTasks())
      }),
    ).rejects.toMatchObject({ status: 409 })
  })
})
