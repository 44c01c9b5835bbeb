/**
 * The device's sync endpoints for component tests (the worker's handlers are the lead's): `fetch`
 * stubbed, each route answering from `status` or an override, every request recorded, and any
 * route without an answer recorded in `unhandled` for the test to fail on.
 */
import { vi } from 'vitest'
import { configureApi } from '@/shared/api/client'
import { sessionConfig } from '@/shared/auth/refresh'
import type { SyncStatus } from '../sync.schema'

export interface SentRequest {
  method: string
  path: string
  body: unknown
}

export interface Reply {
  status?: number
  body: unknown
}

type Answer = (request: SentRequest) => Reply

export interface FakeSyncServer {
  status: SyncStatus
  requests: SentRequest[]
  unhandled: string[]
  /** Answers `METHOD /path` this way from now on (`null`: the default again). */
  on: (route: string, answer: Answer | null) => void
  sent: (route: string) => SentRequest[]
}

export const apiError = (status: number, code: string, message: string, fields?: object) => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
})

const readBody = (body: BodyInit | null | undefined): unknown =>
  typeof body === 'string' ? JSON.parse(body) : undefined

let savedReady: (() => Promise<void>) | null = null

export function fakeSyncServer(status: SyncStatus): FakeSyncServer {
  const overrides = new Map<string, Answer>()
  const server: FakeSyncServer = {
    status,
    requests: [],
    unhandled: [],
    on: (route, answer) => (answer ? overrides.set(route, answer) : overrides.delete(route)),
    sent: (route) => server.requests.filter((r) => `${r.method} ${r.path}` === route),
  }
  const defaults: Record<string, Answer> = {
    'GET /api/sync/status': () => ({ body: server.status }),
    'POST /api/sync/now': () => ({ body: server.status }),
    'POST /api/sync/disconnect': () => ({ body: { ok: true } }),
    'DELETE /api/sync/refused': () => ({ body: { ok: true } }),
  }
  savedReady ??= sessionConfig.ready
  configureApi({ ready: () => Promise.resolve() })
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const { pathname } = new URL(input, 'http://localhost')
    const request = { method: init?.method ?? 'GET', path: pathname, body: readBody(init?.body) }
    server.requests.push(request)
    const route = `${request.method} ${pathname}`
    const answer = overrides.get(route) ?? defaults[route]
    if (!answer) {
      server.unhandled.push(route)
      return Response.json({ error: { code: 'not_found', message: route } }, { status: 404 })
    }
    const reply = answer(request)
    return Response.json(reply.body, { status: reply.status ?? 200 })
  })
  return server
}

/** After each test: the real `fetch` and the wait for the worker back (files share modules). */
export function restoreNetwork(): void {
  vi.unstubAllGlobals()
  if (savedReady) configureApi({ ready: savedReady })
  savedReady = null
}
