// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SyncStatus } from '../sync.schema'
import { fakeSyncServer, restoreNetwork, type FakeSyncServer } from '../test/fake-sync-server'
import { connectedStatus, localStatus } from '../test/sync-fixtures'
import { syncKeys } from './sync.queries'
import { syncEventsUrl, useSyncPokes } from './use-sync-pokes'

/** The server's stream, as the hook opens it: the test fires its pokes. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = []
  closed = false
  constructor(readonly url: string) {
    super()
    FakeEventSource.opened.push(this)
  }
  close() {
    this.closed = true
  }
  poke() {
    this.dispatchEvent(new MessageEvent('poke', { data: '' }))
  }
}

let server: FakeSyncServer
afterEach(() => {
  cleanup()
  expect(server.unhandled).toEqual([])
  FakeEventSource.opened = []
  restoreNetwork()
})

function mount(status: SyncStatus, withEventSource = true) {
  server = fakeSyncServer(status)
  if (withEventSource) vi.stubGlobal('EventSource', FakeEventSource)
  else vi.stubGlobal('EventSource', undefined)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return { client, ...renderHook(() => useSyncPokes(), { wrapper }) }
}

const syncs = () => server.sent('POST /api/sync/now').length
const stream = () => FakeEventSource.opened[0]

describe('useSyncPokes', () => {
  it("opens the server's poke stream for this device once connected", async () => {
    mount(connectedStatus({ server: 'http://agency.test:4000/', clientId: 'a b' }))
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
    expect(stream()?.url).toBe('http://agency.test:4000/api/sync/events?clientId=a%20b')
    expect(syncEventsUrl('http://x', 'c')).toBe('http://x/api/sync/events?clientId=c')
  })

  it('syncs once for a burst of pokes, and the status takes the answer', async () => {
    const { client } = mount(connectedStatus())
    await waitFor(() => expect(stream()).toBeDefined())
    server.status = connectedStatus({ lastSyncAt: '2026-03-02T10:00:00.000Z' })
    act(() => {
      stream()?.poke()
      stream()?.poke()
      stream()?.poke()
    })
    await waitFor(() => expect(syncs()).toBe(1))
    await waitFor(() =>
      expect(client.getQueryData<SyncStatus>(syncKeys.status())?.lastSyncAt).toBe(
        '2026-03-02T10:00:00.000Z',
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(syncs()).toBe(1)
  })

  it('syncs when the network comes back', async () => {
    mount(connectedStatus())
    await waitFor(() => expect(stream()).toBeDefined())
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(syncs()).toBe(1))
  })

  it('closes the stream and stops listening when unmounted', async () => {
    const { unmount } = mount(connectedStatus())
    await waitFor(() => expect(stream()).toBeDefined())
    unmount()
    expect(stream()?.closed).toBe(true)
    window.dispatchEvent(new Event('online'))
    stream()?.poke()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(syncs()).toBe(0)
  })

  it('closes the stream when the device goes back to local mode', async () => {
    const { client } = mount(connectedStatus())
    await waitFor(() => expect(stream()).toBeDefined())
    act(() => {
      client.setQueryData(syncKeys.status(), localStatus)
    })
    await waitFor(() => expect(stream()?.closed).toBe(true))
  })

  it('opens nothing in local mode', async () => {
    const { client } = mount(localStatus)
    await waitFor(() => expect(client.getQueryData(syncKeys.status())).toEqual(localStatus))
    expect(FakeEventSource.opened).toEqual([])
  })

  it('still syncs on `online` where there is no EventSource', async () => {
    const { client } = mount(connectedStatus(), false)
    await waitFor(() => expect(client.getQueryData(syncKeys.status())).toBeDefined())
    // The status reaches the hook on the query's next notification: then its effect runs.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(syncs()).toBe(1))
  })
})
