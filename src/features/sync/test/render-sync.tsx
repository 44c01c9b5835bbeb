/** The sync screens as the shell holds them: query client, router, Mantine, modals and toasts. */
import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { Notifications, notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, vi } from 'vitest'
import { createMutationCache } from '@/shared/api/mutation-cache'
import { restoreNetwork, type FakeSyncServer } from './fake-sync-server'

export function renderSync(screen: ReactNode) {
  // The router restores the scroll position, which jsdom does not implement.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  const client = new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const root = createRootRoute({ component: () => screen })
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/settings'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <ModalsProvider>
          <Notifications />
          <RouterProvider router={router} />
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  )
  return { client, router }
}

/**
 * After each test of a screen rendered by renderSync: its toasts and DOM gone, every request it
 * sent answered (else the test fails), and the real `fetch` back.
 */
export function endSyncScreen(server: FakeSyncServer): void {
  act(() => notifications.clean())
  cleanup()
  expect(server.unhandled).toEqual([])
  restoreNetwork()
}
