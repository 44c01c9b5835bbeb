import { describe, expect, it } from 'vitest'
import type { DbStats } from '../local-db.schema'
import { rowsPerApp } from './import-summary'

const stats: DbStats = {
  tables: [
    { name: 'authUsers', count: 2, app: 'auth' },
    { name: 'emails', count: 26, app: 'email' },
    { name: 'chats', count: 5, app: 'chat' },
    { name: 'chatContacts', count: 11, app: 'chat' },
  ],
  totalRows: 44,
  storage: null,
  schemaVersion: 11,
  seededAt: null,
}

describe('rowsPerApp', () => {
  it('sums the rows of each app now and in the file, in the stats order', () => {
    const file = {
      tables: { chats: [1, 2], chatContacts: [1], authUsers: [1, 2, 3], mystery: [1] },
    }
    expect(rowsPerApp(stats.tables, file)).toEqual([
      { app: 'auth', now: 2, inFile: 3 },
      { app: 'email', now: 26, inFile: 0 },
      { app: 'chat', now: 16, inFile: 3 },
      { app: 'mystery', now: 0, inFile: 1 },
    ])
  })

  it('has nothing to confirm for a document without tables', () => {
    expect(rowsPerApp(stats.tables, { tables: [] })).toBeNull()
    expect(rowsPerApp(stats.tables, 'text')).toBeNull()
  })
})
