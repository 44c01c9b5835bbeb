/**
 * A reset refills exactly what was written since the last seed, including a write that lands
 * while the reset computes its rows (the race a page makes when it adds as settings resets).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { freshDatabase } from '@mocks/test/api'
import { inWriteTransaction } from '../kernel/write'
import { dataRegistry } from '../handlers'
import { db } from './database'
import { ensureSeeded, reseed } from './seed'

const TABLE = 'todoTasks'

const addTask = (title: string) =>
  inWriteTransaction(() =>
    db.table(TABLE).add({
      id: 10_000,
      title,
      dueDate: '2026-11-30',
      description: '',
      tags: [],
      isCompleted: false,
      isDeleted: false,
      isImportant: false,
    }),
  )

describe('reseed', () => {
  beforeEach(async () => {
    await freshDatabase()
    await ensureSeeded(dataRegistry)
  })

  it('refills a table written after the reset began, so the next reset still sees it', async () => {
    const seeded = await db.table(TABLE).count()
    // The reset notes what was written (nothing), then computes seed rows; the add commits first.
    const reset = reseed(dataRegistry)
    await addTask('Written during the reset')
    await reset
    await reseed(dataRegistry)
    expect(await db.table(TABLE).count()).toBe(seeded)
  })

  it('refills a table written since the last seed, and leaves the rest alone', async () => {
    const seeded = await db.table(TABLE).count()
    await addTask('Written before the reset')
    expect(await db.table(TABLE).count()).toBe(seeded + 1)
    await reseed(dataRegistry)
    expect(await db.table(TABLE).count()).toBe(seeded)
  })
})
