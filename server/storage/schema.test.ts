import { describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { createPgStore } from './pg-store'
import { parseStore, schemasOf } from './schema'

describe('Dexie store strings', () => {
  it('parse into primary key and indexes', () => {
    expect(parseStore('people', '++id, &email, [statusKey+id], extendedProps.calendar')).toEqual({
      table: 'people',
      primaryKey: { name: 'id', paths: ['id'], compound: false, auto: true },
      indexes: [
        { name: 'email', paths: ['email'], compound: false, unique: true, column: 'i0' },
        {
          name: '[statusKey+id]',
          paths: ['statusKey', 'id'],
          compound: true,
          unique: false,
          column: 'i1',
        },
        {
          name: 'extendedProps.calendar',
          paths: ['extendedProps.calendar'],
          compound: false,
          unique: false,
          column: 'i2',
        },
      ],
    })
    expect(parseStore('answers', '[questionId+userId], questionId').primaryKey).toEqual({
      name: '[questionId+userId]',
      paths: ['questionId', 'userId'],
      compound: true,
      auto: false,
    })
    expect(parseStore('wishes', 'id, &[userId+productId]').indexes[0]).toMatchObject({
      unique: true,
      compound: true,
    })
    expect(() => parseStore('tags', 'id, *tags')).toThrow(/multiEntry/)
  })

  it("create every table of the project's schema history in PostgreSQL, and a transaction rolls back", async () => {
    // Loaded by a path TypeScript does not follow: the history imports every handler, whose
    // browser types (WebWorker, import.meta.glob) the server's ES2023-only project has not.
    const historyModule = '../../mocks/db/schema'
    const { schemaHistory } = (await import(/* @vite-ignore */ historyModule)) as {
      schemaHistory: Parameters<typeof schemasOf>[0]
    }
    const schemas = schemasOf(schemaHistory)
    expect(schemas.length).toBeGreaterThan(10)
    const pglite = new PGlite()
    const store = createPgStore(pglite, schemas)
    await store.migrate()
    await store.migrate()
    const name = schemas.find((schema) => schema.primaryKey.auto)?.table ?? ''
    const table = store.table<{ id?: number; email: string; username: string }, number>(name)
    await expect(
      store.runInTransaction(async () => {
        await table.add({ email: 'a@x.es', username: 'a' })
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    expect(await table.count()).toBe(0)
    await pglite.close()
  }, 120_000)
})
