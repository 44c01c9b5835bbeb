// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import '@/shared/i18n/i18n'
import { RoutePending } from './RoutePending'

afterEach(cleanup)

describe('RoutePending', () => {
  it('marks the move to a screen that is still loading, over the screen left behind', async () => {
    let finishLoading = () => {}
    const root = createRootRoute({
      component: () => (
        <>
          <Outlet />
          <RoutePending />
        </>
      ),
    })
    const first = createRoute({
      getParentRoute: () => root,
      path: '/',
      component: () => <h1>First</h1>,
    })
    const next = createRoute({
      getParentRoute: () => root,
      path: '/next',
      loader: () => new Promise<void>((done) => (finishLoading = done)),
      component: () => <h1>Next</h1>,
    })
    const router = createRouter({
      routeTree: root.addChildren([first, next]),
      history: createMemoryHistory(),
    })
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: 'First' })).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()

    // As a link or the history does it (this router's paths are not the app's registered ones).
    act(() => router.history.push('/next'))
    const bar = await screen.findByRole('progressbar', { name: 'Opening the page' })
    expect(bar.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('heading', { name: 'First' })).toBeTruthy()

    act(() => finishLoading())
    expect(await screen.findByRole('heading', { name: 'Next' })).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
