/**
 * Page instances for session tests: each `openPage()` loads the client and session modules
 * afresh (its own in-tab state, like a browser tab), while every page shares the one
 * localStorage, the one lock manager and the worker's real dispatch over fake-indexeddb.
 */
import { vi } from 'vitest'
import { BASE_URL, freshDatabase, signIn } from '@mocks/test/api'
import { dispatch } from '@mocks/dispatch'

/** Web Locks, exclusive mode only: Node 20 has no `navigator.locks`. */
export class MemoryLocks {
  #tails = new Map<string, Promise<unknown>>()

  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(name) ?? Promise.resolve()
    const result = previous.then(() => callback())
    this.#tails.set(
      name,
      result.catch(() => undefined),
    )
    return result
  }
}

type Answer = (request: Request) => Promise<Response> | Response

export interface Network {
  /** Every path called, in order. */
  calls: string[]
  /** Replaces the worker's answer for one path (a broken or unreachable endpoint). */
  override: (path: string, answer: Answer | null) => void
  /** Resolves once no call is under way (those a finished call starts included). */
  idle: () => Promise<void>
}

/** Stubs fetch with the worker's dispatch. */
export function stubNetwork(): Network {
  const calls: string[] = []
  const overrides = new Map<string, Answer>()
  const pending = new Set<Promise<unknown>>()
  const respond = async (input: string, init?: RequestInit) => {
    const url = new URL(input, BASE_URL)
    calls.push(url.pathname)
    const request = new Request(url, init)
    const override = overrides.get(url.pathname)
    return override ? override(request) : dispatch(request, BASE_URL)
  }
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const response = respond(input, init)
    pending.add(response)
    void response.finally(() => pending.delete(response)).catch(() => undefined)
    return response
  })
  return {
    calls,
    override: (path, answer) => {
      if (answer) overrides.set(path, answer)
      else overrides.delete(path)
    },
    idle: async () => {
      while (pending.size) await Promise.allSettled([...pending])
    },
  }
}

/** A fresh tab: its own modules, with the worker ready and sign-outs recorded. */
export async function openPage() {
  vi.resetModules()
  const [client, session, refresh, keeper] = await Promise.all([
    import('@/shared/api/client'),
    import('@/shared/auth/session'),
    import('@/shared/auth/refresh'),
    import('@/shared/auth/keep-alive'),
  ])
  const onSignedOut = vi.fn()
  client.configureApi({ ready: () => Promise.resolve(), onSignedOut })
  /** Waits for the refresh this tab has under way, if any. */
  const settle = async () => {
    await refresh.refreshInFlight()
  }
  return { ...client, ...session, ...refresh, ...keeper, onSignedOut, settle }
}

export type Page = Awaited<ReturnType<typeof openPage>>

/** A page whose storage holds a fresh admin session. */
export async function signedInPage(): Promise<Page> {
  const page = await openPage()
  page.saveSession((await signIn()) as never)
  return page
}

/** A fresh seed, empty storage, a counted network and an in-memory Web Locks manager. */
export async function freshStart(): Promise<Network> {
  await freshDatabase()
  localStorage.clear()
  const network = stubNetwork()
  vi.stubGlobal('navigator', { locks: new MemoryLocks() })
  return network
}
