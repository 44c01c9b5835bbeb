// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { stubMatchMedia } from '@/test/match-media'

beforeAll(stubMatchMedia)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/**
 * The store and the badge as a page loaded with `navigator.onLine` as given has them: the store
 * reads it once, when its module loads, so each test loads both afresh.
 */
async function loadStarting(online: boolean) {
  vi.resetModules()
  vi.stubGlobal('navigator', { ...navigator, onLine: online })
  const { usePwa } = await import('../pwa.store')
  const { OfflineBadge: Badge } = await import('./OfflineBadge')
  render(
    <MantineProvider>
      <Badge />
    </MantineProvider>,
  )
  return usePwa
}

describe('OfflineBadge', () => {
  it('says Offline from the first render of a page loaded offline', async () => {
    await loadStarting(false)
    expect(screen.getByTestId('offline-badge').textContent).toBe('Offline')
  })

  it('is absent online and follows the network both ways', async () => {
    const usePwa = await loadStarting(true)
    expect(screen.queryByTestId('offline-badge')).toBeNull()
    act(() => usePwa.setState({ online: false }))
    expect(screen.getByRole('status').textContent).toBe('Offline')
    act(() => usePwa.setState({ online: true }))
    expect(screen.queryByTestId('offline-badge')).toBeNull()
  })
})
