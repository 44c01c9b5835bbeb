/**
 * The typed API client: waits until the service worker controls the page, adds the Bearer
 * header, and on a 401 refreshes the tokens once while every other request waits, then replays.
 * Refreshing (across tabs, and what ends a session) lives in shared/auth/refresh; every request
 * counts as activity, which keeps a session in use alive (shared/auth/keep-alive).
 */
import { safeParse, type $ZodType, type output } from 'zod/v4/core'
import { markActivity } from '../auth/activity'
import { refreshInFlight, refreshSession, sessionConfig, type SessionConfig } from '../auth/refresh'
import { getAccessToken } from '../auth/session'
import { ApiRequestError, errorFromResponse } from './errors'

export type QueryValue =
  string | number | boolean | undefined | null | ReadonlyArray<string | number>

export interface RequestOptions<S extends $ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  schema: S
  /** False for the public endpoints (login, register). */
  auth?: boolean
  signal?: AbortSignal
}

/** For tests and start-up: how to wait for the worker, and what a session's end does. */
export function configureApi(next: Partial<SessionConfig>): void {
  Object.assign(sessionConfig, next)
}

function buildUrl(path: string, query: RequestOptions<$ZodType>['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

function send(url: string, options: RequestOptions<$ZodType>, token: string | null) {
  const headers = new Headers({ accept: 'application/json' })
  if (options.body !== undefined) headers.set('content-type', 'application/json')
  if (token && options.auth !== false) headers.set('authorization', `Bearer ${token}`)
  return fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  })
}

/** A fresh access token, or the error to throw: the 401 once the session is over. */
async function refreshedToken(refused: Response): Promise<string> {
  const result = await refreshSession()
  if (result.status === 'refreshed') return result.accessToken
  if (result.status === 'signed-out') throw await errorFromResponse(refused)
  // Still signed in, but the refresh could not be made now: worth retrying later.
  throw new ApiRequestError(503, 'session_unavailable', 'The session could not be refreshed')
}

export async function apiRequest<S extends $ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<output<S>> {
  await sessionConfig.ready()
  markActivity()
  const pending = refreshInFlight()
  if (pending) await pending
  const url = buildUrl(path, options.query)
  const sentWith = getAccessToken()
  let response = await send(url, options, sentWith)
  if (response.status === 401 && options.auth !== false) {
    // A refresh may have finished while this request was in flight: then just replay.
    const current = getAccessToken()
    const token = current && current !== sentWith ? current : await refreshedToken(response)
    response = await send(url, options, token)
  }
  if (!response.ok) throw await errorFromResponse(response)
  const data: unknown = response.status === 204 ? null : await response.json()
  const parsed = safeParse(options.schema, data)
  if (!parsed.success) {
    throw new ApiRequestError(response.status, 'bad_response', `Unexpected response from ${path}`)
  }
  return parsed.data
}
