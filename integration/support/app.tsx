/**
 * The flow tier's app: the real route tree, shell, screens, query client and strings, rendered
 * in jsdom, with `fetch` answered by the worker's own dispatch over fake-indexeddb. A flow signs
 * in through the API (or stays signed out), opens a path, and acts as a user would (Testing
 * Library); `reload()` keeps the database and the storage, and starts the page afresh (a new
 * router, an empty cache), as a browser reload does. What needs a real browser (the worker
 * itself, offline, drag and drop, layout, axe) stays in Playwright.
 */
import { DirectionProvider, MantineProvider } from '@mantine/core'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { userEvent, type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeAll, vi } from 'vitest'
import { freshDatabase, signIn } from '@mocks/test/api'
import { queryClient } from '@/app/query-client'
import { appTheme } from '@/app/app-theme'
import { cssVariablesResolver } from '@/shared/ui/theme'
import { routeTree } from '@/routeTree.gen'
import { configureApi } from '@/shared/api/client'
import { clearSession, saveSession, useSession } from '@/shared/auth/session'
import { stubBrowser } from './browser'
import { MemoryLocks, stubNetwork, type Network } from './pages'

export interface App {
  user: UserEvent
  network: Network
  /** The path and search the router is on (`/apps/user/list?q=ana`). */
  location: () => string
  /** Unmounts and opens the current location again over the same database and storage. */
  reload: () => Promise<void>
  /** Opens another path, as typing it in the address bar would. */
  visit: (path: string) => Promise<void>
}

let router: ReturnType<typeof makeRouter> | null = null
/** The open app's network: its calls under way are awaited before the next test's fresh seed. */
let network: Network | null = null

function makeRouter(path: string) {
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { loadQueryClient: () => Promise.resolve(queryClient) },
    defaultPendingMs: 0,
  })
}

async function mount(path: string): Promise<void> {
  cleanup()
  queryClient.clear()
  router = makeRouter(path)
  await router.load()
  render(
    <DirectionProvider>
      <MantineProvider theme={appTheme} cssVariablesResolver={cssVariablesResolver} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </DirectionProvider>,
  )
}

const currentLocation = () => {
  const { pathname, searchStr } = router!.state.location
  return `${pathname}${searchStr}`
}

/** A fresh seed, empty storage and nobody signed in, the network answered by the worker. */
async function freshStart(): Promise<Network> {
  await freshDatabase()
  localStorage.clear()
  clearSession()
  useSession.setState({ ended: false })
  network = stubNetwork()
  Object.defineProperty(navigator, 'locks', { value: new MemoryLocks(), configurable: true })
  return network
}

async function open(path: string, calls: Network): Promise<App> {
  await mount(path)
  return {
    user: userEvent.setup({ delay: null }),
    network: calls,
    location: currentLocation,
    reload: () => mount(currentLocation()),
    visit: (next) => mount(next),
  }
}

/**
 * A fresh seed, the account signed in (through the worker, as the sign-in form does), and the
 * app opened at `path`.
 */
export async function openApp(path: string, email = 'admin@demo.com'): Promise<App> {
  const calls = await freshStart()
  saveSession((await signIn(email)) as never)
  return open(path, calls)
}

/** A fresh seed and a first visit to `path` with nobody signed in (a fresh browser profile). */
export async function openSignedOut(path: string): Promise<App> {
  return open(path, await freshStart())
}

/** The screen's title: every screen has one `h1`. */
export const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name })

/** Every flow file: the browser APIs jsdom lacks, the apps' strings, and a clean slate after each. */
export function setUpFlows(): void {
  beforeAll(async () => {
    stubBrowser()
    configureApi({ ready: () => Promise.resolve(), onSignedOut: () => undefined })
  })
  afterEach(async () => {
    cleanup()
    await network?.idle()
    network = null
    queryClient.clear()
    vi.unstubAllGlobals()
  })
}
