/**
 * The local database's import asks first, naming the rows it replaces per app, and refuses a bad
 * backup changing nothing (moved from e2e/settings.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { call } from '@mocks/test/api'
import { openApp, setUpFlows, type App } from '../support/app'
import { chooseFile } from '../support/queries'

setUpFlows()

const TABLES = ['authUsers', 'bookmarks', 'searchFiles', 'searchContacts'] as const
type Counts = Record<(typeof TABLES)[number], number>
const SEEDED_COUNTS: Counts = { authUsers: 2, bookmarks: 2, searchFiles: 10, searchContacts: 10 }

interface BackupDocument {
  tables: Record<string, unknown[]>
}

const count = (table: string) => screen.getByTestId(`count-${table}`)
const token = () => localStorage.getItem('accessToken')
const backupFile = () => screen.getByLabelText('Backup file')

async function expectCounts(counts: Partial<Counts>) {
  for (const [table, rows] of Object.entries(counts))
    await waitFor(() =>
      expect(count(table), `rows in ${table}`).toHaveTextContent(new RegExp(`^${rows}$`)),
    )
}

async function readCounts(): Promise<Counts> {
  const counts = {} as Counts
  for (const table of TABLES) {
    await waitFor(() => expect(count(table)).toHaveTextContent(/^\d+$/))
    counts[table] = Number(count(table).textContent)
  }
  return counts
}

/** Registers a fresh user through the public endpoint: authUsers grows by one. */
async function registerUser() {
  const result = await call<{ accessToken?: string }>('POST', '/jwt/register', {
    body: { username: 'flowuser', email: 'flowuser@example.com', password: 'secret123' },
  })
  expect(result.status).toBe(200)
  expect(result.body.accessToken).toBeTruthy()
}

async function importBackup(app: App, name: string, text: string) {
  await chooseFile(app.user, backupFile(), new File([text], name, { type: 'application/json' }))
  await app.user.click(screen.getByRole('button', { name: 'Import' }))
}

/** The import's confirmation: its rows per app, then the chosen button. */
async function answerImportDialog(app: App, button: 'Cancel' | 'Replace with the file') {
  const dialog = await screen.findByRole('dialog', { name: 'Replace the data with this file?' })
  await app.user.click(within(dialog).getByRole('button', { name: button }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

describe('local database', () => {
  it('asks before an import, naming the rows per app now and in the file; Cancel keeps all', async () => {
    const app = await openApp('/settings')
    await expectCounts(SEEDED_COUNTS)
    const exported = await call<BackupDocument>('GET', '/api/local-db/export', { token: token() })
    const smaller = { ...exported.body, tables: { ...exported.body.tables, searchFiles: [] } }
    await importBackup(app, 'smaller.json', JSON.stringify(smaller))

    const dialog = await screen.findByRole('dialog', { name: 'Replace the data with this file?' })
    const summary = within(dialog).getByTestId('import-summary')
    // Search and bookmarks: 22 rows now (10 files, 10 contacts, 2 bookmarks), 12 in the file.
    const search = within(summary).getByText('Search and bookmarks').closest('tr')!
    expect(search).toHaveTextContent(/Search and bookmarks\s*22\s*12/)
    expect(within(summary).getByText('Email')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Export current data' })).toBeTruthy()
    await answerImportDialog(app, 'Cancel')
    await app.network.idle()
    await expectCounts(SEEDED_COUNTS)

    await app.user.click(screen.getByRole('button', { name: 'Import' }))
    await answerImportDialog(app, 'Replace with the file')
    await expectCounts({ ...SEEDED_COUNTS, searchFiles: 0 })
  })

  it('a bad backup file is refused and changes nothing', async () => {
    const app = await openApp('/settings')
    await expectCounts(SEEDED_COUNTS)
    await registerUser()
    await app.reload()
    await expectCounts({ authUsers: SEEDED_COUNTS.authUsers + 1 })
    const before = await readCounts()
    const exported = await call<BackupDocument>('GET', '/api/local-db/export', { token: token() })
    expect(exported.status).toBe(200)

    await importBackup(app, 'notes.json', 'this is not JSON {')
    // An import failure: said on the file field.
    await waitFor(() => expect(backupFile()).toHaveAccessibleDescription(/\S/))
    await app.network.idle()
    await expectCounts(before)

    await app.reload()
    await expectCounts(before)
    const unknownTable = { ...exported.body, tables: { ...exported.body.tables, policies: [] } }
    await importBackup(app, 'unknown-table.json', JSON.stringify(unknownTable))
    await answerImportDialog(app, 'Replace with the file')
    await waitFor(() => expect(backupFile()).toHaveAccessibleDescription(/unknown table/i))
    await app.network.idle()
    await expectCounts(before)
    const stats = await call<{ tables: { name: string; count: number }[] }>(
      'GET',
      '/api/local-db/stats',
      {
        token: token(),
      },
    )
    expect(
      Object.fromEntries(stats.body.tables.map((table) => [table.name, table.count])),
    ).toMatchObject(before)
  })
})
