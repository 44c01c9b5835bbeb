/** The sync screens as the shell holds them: query client, router, Mantine, modals and toasts. */
import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { createMutationCache } from '@/shared/api/mutation-cache'

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
