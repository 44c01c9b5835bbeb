// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import '@/shared/i18n/i18n'
import { stubMatchMedia } from '@/test/match-media'
import { RouteError } from './RouteError'

beforeAll(() => {
  stubMatchMedia()
  // The router logs the failure it is made to show.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(cleanup)

describe('RouteError', () => {
  it('says the screen failed, and Try again runs the route again', async () => {
    let attempts = 0
    const root = createRootRoute({
      beforeLoad: () => {
        attempts += 1
        if (attempts === 1) throw new Error('Failed to fetch dynamically imported module')
      },
      component: () => <p>the screen</p>,
    })
    const router = createRouter({
      routeTree: root,
      history: createMemoryHistory(),
      defaultErrorComponent: RouteError,
    })
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    )
    expect(await screen.findByText('This screen could not be shown')).toBeTruthy()
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('the screen')).toBeTruthy()
    expect(attempts).toBe(2)
  })
})
