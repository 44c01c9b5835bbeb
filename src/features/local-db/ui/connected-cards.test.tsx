// @vitest-environment jsdom
/**
 * The reset and backup cards say what they do on the device they are on: in local mode, a reset
 * to the demo data and an import; connected to an agency server, a reset fetches the agency's
 * data afresh (its handler's work there) and a file is imported into the server, not here.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '@/shared/i18n/i18n'
import { stubMatchMedia } from '@/test/match-media'
import { stubResizeObserver } from '@/test/resize-observer'
import { fakeSyncServer, type FakeSyncServer } from '@/features/sync/test/fake-sync-server'
import { endSyncScreen, renderSync } from '@/features/sync/test/render-sync'
import { connectedStatus, localStatus } from '@/features/sync/test/sync-fixtures'
import type { SyncStatus } from '@/features/sync/sync.schema'
import type { DbStats } from '../local-db.schema'
import en from '../locales/en.json'
import { BackupCard } from './BackupCard'
import { ResetCard } from './ResetCard'

const SERVER = connectedStatus().server!
const STATS: DbStats = {
  tables: [],
  totalRows: 0,
  storage: null,
  schemaVersion: 12,
  seededAt: null,
}

beforeAll(() => {
  stubMatchMedia()
  stubResizeObserver()
  i18n.addResourceBundle('en', 'local-db', en, true, true)
})

let server: FakeSyncServer
afterEach(() => {
  endSyncScreen(server)
})

function open(status: SyncStatus) {
  server = fakeSyncServer(status)
  server.on('GET /api/local-db/stats', () => ({ body: STATS }))
  server.on('POST /api/local-db/reset', () => ({ body: { ok: true } }))
  renderSync(
    <>
      <ResetCard />
      <BackupCard />
    </>,
  )
}

/** Presses the card's button, reads the confirmation, confirms, and answers the toast's words. */
async function resetThrough(button: string, title: string, body: RegExp, confirm: string) {
  fireEvent.click(await screen.findByRole('button', { name: button }))
  const dialog = await screen.findByRole('dialog', { name: title })
  expect(dialog.textContent).toMatch(body)
  fireEvent.click(within(dialog).getByRole('button', { name: confirm }))
  await waitFor(() => expect(server.sent('POST /api/local-db/reset')).toHaveLength(1))
}

describe('on a device connected to an agency server', () => {
  it("a reset says it fetches the agency's data again, and keeps the waiting changes", async () => {
    open(connectedStatus())
    expect(await screen.findByText(new RegExp(`again from ${SERVER}`))).toBeTruthy()
    await resetThrough(
      "Fetch the agency's data again",
      "Fetch the agency's data again?",
      /replaced with what http:\/\/127\.0\.0\.1:4000 holds now.*kept and sent/,
      'Fetch again',
    )
    expect(await screen.findByText('This device now holds what the agency server holds.'))
  })

  it('the backup card offers the export, and sends an import to the server', async () => {
    open(connectedStatus())
    expect((await screen.findByTestId('import-connected')).textContent).toContain(
      `agency server at ${SERVER}: import a backup file there`,
    )
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull()
    expect(screen.queryByLabelText('Backup file')).toBeNull()
  })
})

describe('in local mode', () => {
  it('a reset brings the demo data back, and a file can be imported', async () => {
    open(localStatus)
    expect(await screen.findByRole('button', { name: 'Import' })).toBeTruthy()
    expect(screen.queryByTestId('import-connected')).toBeNull()
    await resetThrough(
      'Reset database',
      'Reset the local database?',
      /demo data comes back/,
      'Reset',
    )
    expect(await screen.findByText('The database was reset to the demo data.'))
  })
})
