/**
 * A new service worker takes over only when the outbox holds no write its handlers could not
 * push: read from IndexedDB as it is, whatever schema version the database is at.
 */
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { Dexie } from 'dexie'
import { heldWrites } from './update-gate'

/** Not the app's own database, which other test files keep open. */
const DB_NAME = 'corredor-update-gate'

const known = (method: string, path: string) => method === 'POST' && path.startsWith('/apps/todo/')

/** A database named like the app's, as an older release left it, with these writes queued. */
async function queued(writes: { method: string; path: string }[]) {
  const old = new Dexie(DB_NAME)
  old.version(12).stores({ syncOutbox: '++seq, userId' })
  await old.open()
  await old.table('syncOutbox').bulkAdd(writes.map((write) => ({ ...write, userId: 1 })))
  old.close()
}

afterEach(async () => {
  await Dexie.delete(DB_NAME)
})

describe.skipIf(typeof indexedDB === 'undefined')('the update gate', () => {
  it('lets a new worker take over when every queued write is one it can push', async () => {
    await queued([{ method: 'POST', path: '/apps/todo/add-tasks' }])
    expect(await heldWrites(known, DB_NAME)).toBe(0)
  })

  it('holds it while the outbox has writes only the running worker can push', async () => {
    await queued([
      { method: 'POST', path: '/apps/todo/add-tasks' },
      { method: 'POST', path: '/apps/retired/route' },
      { method: 'DELETE', path: '/apps/retired/route' },
    ])
    expect(await heldWrites(known, DB_NAME)).toBe(2)
  })

  it('holds nothing where there is no database, nor an outbox yet', async () => {
    expect(await heldWrites(known, DB_NAME)).toBe(0)
    const older = new Dexie(DB_NAME)
    older.version(11).stores({ meta: 'key' })
    await older.open()
    older.close()
    expect(await heldWrites(known, DB_NAME)).toBe(0)
  })
})
