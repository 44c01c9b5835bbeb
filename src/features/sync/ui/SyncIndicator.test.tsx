// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { useSession, type StoredUser } from '@/shared/auth/session'
import { i18n } from '@/shared/i18n/i18n'
import { stubMatchMedia } from '@/test/match-media'
import { syncKeys } from '../api/sync.queries'
import type { SyncStatus } from '../sync.schema'
import { fakeSyncServer, restoreNetwork, type FakeSyncServer } from '../test/fake-sync-server'
import { renderSync } from '../test/render-sync'
import { connectedStatus, localStatus } from '../test/sync-fixtures'
import { SyncIndicator } from './SyncIndicator'

beforeAll(async () => {
  stubMatchMedia()
  await i18n.loadNamespaces('sync')
})

let server: FakeSyncServer
afterEach(() => {
  cleanup()
  useSession.setState({ user: null })
  expect(server.unhandled).toEqual([])
  restoreNetwork()
})

const user = (ability: StoredUser['ability']): StoredUser => ({
  id: 1,
  fullName: 'John Doe',
  username: 'johndoe',
  email: 'admin@demo.com',
  role: 'admin',
  avatar: '',
  ability,
})

/** Signed in as the admin, who may open Settings, unless told otherwise. */
function show(status: SyncStatus, ability = [{ action: 'manage', subject: 'all' }]) {
  useSession.setState({ user: user(ability) })
  server = fakeSyncServer(status)
  return renderSync(<SyncIndicator />)
}

const indicator = () => screen.findByTestId('sync-indicator')

describe('SyncIndicator', () => {
  it('shows nothing on a device in local mode', async () => {
    const { client } = show(localStatus)
    await waitFor(() => expect(client.getQueryState(syncKeys.status())?.status).toBe('success'))
    expect(screen.queryByTestId('sync-indicator')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it.each([
    ['synced', connectedStatus(), 'Synced', 'Synced'],
    ['one waiting', connectedStatus({ state: 'waiting', waiting: 1 }), '1 change waiting', null],
    ['waiting', connectedStatus({ state: 'waiting', waiting: 4 }), '4 changes waiting', null],
    ['syncing', connectedStatus({ state: 'syncing' }), 'Syncing…', null],
    ['offline', connectedStatus({ state: 'offline' }), 'Offline', null],
    [
      'offline, waiting',
      connectedStatus({ state: 'offline', waiting: 2 }),
      'Offline, 2 changes waiting',
      'Offline',
    ],
    ['error', connectedStatus({ state: 'error', lastError: 'HTTP 502' }), 'Sync error', null],
  ] as const)('%s: a link to the sync settings named "%s"', async (_, status, name, visible) => {
    show(status)
    const link = await indicator()
    expect(link.getAttribute('data-state')).toBe(status.state)
    expect(screen.getByRole('link', { name })).toBe(link)
    expect(link.textContent).toBe(visible ?? name)
    expect(link.getAttribute('href')).toBe('/settings#sync')
  })

  it('is a focusable image, not a link, for someone who may not open Settings', async () => {
    show(connectedStatus({ state: 'waiting', waiting: 2 }), [{ action: 'read', subject: 'ACL' }])
    const control = await indicator()
    expect(screen.getByRole('img', { name: '2 changes waiting' })).toBe(control)
    expect(control.tagName).toBe('SPAN')
    expect(control.tabIndex).toBe(0)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('says the last error and the last sync in its tooltip', async () => {
    show(connectedStatus({ state: 'error', lastError: 'The server answered 502' }))
    fireEvent.mouseEnter(await indicator())
    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip.textContent).toContain('Sync error')
    expect(tooltip.textContent).toContain('The server answered 502')
    expect(tooltip.textContent).toMatch(/Last sync /)
  })

  it('follows the status as it changes', async () => {
    const { client } = show(connectedStatus())
    expect((await indicator()).textContent).toBe('Synced')
    server.status = connectedStatus({ state: 'waiting', waiting: 2 })
    await client.invalidateQueries({ queryKey: syncKeys.status() })
    await waitFor(async () => expect((await indicator()).textContent).toBe('2 changes waiting'))
    server.status = localStatus
    await client.invalidateQueries({ queryKey: syncKeys.status() })
    await waitFor(() => expect(screen.queryByTestId('sync-indicator')).toBeNull())
  })
})
