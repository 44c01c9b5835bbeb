/** Component tests of the auth forms: Mantine, the strings, and a router for their links. */
import { MantineProvider } from '@mantine/core'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { RouterAuthEnv } from '@/app/RouterAuthEnv'
import { i18n } from '@/shared/i18n/i18n'
import { stubMatchMedia } from '@/test/match-media'
import variantStrings from './variants/locales/en.json'

/** Call once before the tests: jsdom lacks what Mantine reads, the variants' strings load late. */
export function prepareAuthTests(): void {
  stubMatchMedia()
  i18n.addResourceBundle('en', 'auth-variants', variantStrings, true, true)
}

/** Renders `screen` as the only route of a router at `/`, and resolves once it is shown. */
export function renderWithRouter(screen: ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <RouterAuthEnv>{screen}</RouterAuthEnv> }),
    history: createMemoryHistory(),
  })
  return render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  )
}
