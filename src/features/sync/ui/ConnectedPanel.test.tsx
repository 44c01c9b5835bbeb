// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { notifications } from '@mantine/notifications'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '@/shared/i18n/i18n'
import { stubMatchMedia } from '@/test/match-media'
import { stubResizeObserver } from '@/test/resize-observer'
import type { SyncStatus } from '../sync.schema'
import { apiError, fakeSyncServer, type FakeSyncServer } from '../test/fake-sync-server'
import { endSyncScreen, renderSync } from '../test/render-sync'
import { connectedStatus, localStatus, queued, refusedWrite } from '../test/sync-fixtures'
import { SyncCard } from './SyncCard'

beforeAll(async () => {
  stubMatchMedia()
  stubResizeObserver()
  await i18n.loadNamespaces('sync')
})

let server: FakeSyncServer
afterEach(() => {
  endSyncScreen(server)
})

const DISCONNECT = 'POST /api/sync/disconnect'

async function open(status: SyncStatus) {
  server = fakeSyncServer(status)
  renderSync(<SyncCard />)
  return screen.findByTestId('sync-state')
}

async function answerDialog(title: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: title })
  fireEvent.click(within(dialog).getByRole('button', { name: button }))
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull())
}

describe('the agency server card in connected mode', () => {
  it('names the server, the account, the device and the state', async () => {
    const badge = await open(
      connectedStatus({ state: 'waiting', waiting: 2, queue: [queued(1), queued(2)] }),
    )
    expect(badge.textContent).toBe('2 changes waiting')
    const card = within(document.getElementById('sync')!)
    expect(card.getByText('http://127.0.0.1:4000')).toBeTruthy()
    expect(card.getByText('agent@agency.test')).toBeTruthy()
    expect(card.getByText('No. 3')).toBeTruthy()
    const lastSync = card.getByText('Last sync').nextElementSibling?.querySelector('time')
    expect(lastSync?.getAttribute('datetime')).toBe(connectedStatus().lastSyncAt)
    expect(card.queryByTestId('sync-refused')).toBeNull()
  })

  it('lists at most 20 waiting writes and counts the rest', async () => {
    const queue = Array.from({ length: 25 }, (_, index) => queued(index + 1))
    await open(connectedStatus({ state: 'waiting', waiting: 25, queue }))
    const rows = within(screen.getByTestId('sync-queue')).getAllByRole('row')
    expect(rows).toHaveLength(21)
    expect(rows[1]?.textContent).toMatch(/^POST\/api\/apps\/invoice\/invoices\/1/)
    expect(screen.getByTestId('sync-queue-more').textContent).toBe('and 5 more')
  })

  it('says nothing waits when the queue is empty', async () => {
    await open(connectedStatus())
    expect(screen.getByText(/Nothing is waiting/)).toBeTruthy()
    expect(screen.queryByTestId('sync-queue')).toBeNull()
  })

  it('shows each refused write with its reason, and Dismiss removes it', async () => {
    await open(connectedStatus({ refused: [refusedWrite] }))
    const alert = screen.getByTestId('sync-refused')
    expect(alert.getAttribute('role')).toBe('alert')
    expect(alert.textContent).toContain('The server refused 1 change')
    const line = within(alert).getByTestId('refused-7')
    expect(line.textContent).toContain('PATCH /api/apps/users/3')
    expect(line.textContent).toContain('403 · You may not edit this user')
    server.status = connectedStatus()
    fireEvent.click(within(line).getByRole('button', { name: 'Dismiss PATCH /api/apps/users/3' }))
    await waitFor(() => expect(screen.queryByTestId('sync-refused')).toBeNull())
    expect(server.sent('DELETE /api/sync/refused').map((request) => request.body)).toEqual([
      { seq: 7 },
    ])
  })

  it('syncs now, and says how it went', async () => {
    await open(connectedStatus())
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }))
    expect(await screen.findByText('Synced with the agency server.')).toBeTruthy()
    server.status = connectedStatus({ state: 'error', lastError: 'The server answered 503' })
    act(() => notifications.clean())
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }))
    expect(await screen.findByText('The server answered 503', { selector: 'p' })).toBeTruthy()
    expect(server.sent('POST /api/sync/now')).toHaveLength(2)
  })

  it('disconnects after a confirmation', async () => {
    await open(connectedStatus())
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    server.status = localStatus
    await answerDialog('Disconnect from the agency server?', 'Disconnect')
    expect(await screen.findByTestId('sync-connect')).toBeTruthy()
    expect(server.sent(DISCONNECT).map((request) => request.body)).toEqual([{}])
  })

  it('offers to drop the waiting writes when the worker refuses to disconnect', async () => {
    await open(connectedStatus({ state: 'waiting', waiting: 3, queue: [1, 2, 3].map(queued) }))
    server.on(DISCONNECT, ({ body }) => {
      if (body && typeof body === 'object' && 'discard' in body) {
        server.status = localStatus
        return { body: { ok: true } }
      }
      return apiError(409, 'outbox_not_empty', '3 writes wait to be pushed')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await answerDialog('Disconnect from the agency server?', 'Disconnect')
    const dialog = await screen.findByRole('dialog', { name: 'Changes are still waiting' })
    expect(dialog.textContent).toContain(
      '3 changes made on this device have not reached the server',
    )
    await answerDialog('Changes are still waiting', 'Disconnect and drop 3 waiting changes')
    expect(
      await screen.findByText('This device is no longer connected to the agency server.'),
    ).toBeTruthy()
    expect(server.sent(DISCONNECT).map((request) => request.body)).toEqual([{}, { discard: true }])
    expect(await screen.findByTestId('sync-connect')).toBeTruthy()
  })

  it('says on the card why a disconnect failed otherwise', async () => {
    await open(connectedStatus())
    server.on(DISCONNECT, () => apiError(503, 'unavailable', 'The database is busy'))
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await answerDialog('Disconnect from the agency server?', 'Disconnect')
    const card = within(document.getElementById('sync')!)
    expect((await card.findByRole('alert')).textContent).toBe('The database is busy')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
