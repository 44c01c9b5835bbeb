/**
 * The typed API client: waits until the service worker controls the page, adds the Bearer
 * header, and on a 401 refreshes the tokens once while every other request waits, then replays.
 * A failed refresh signs the user out.
 */
import { safeParse, type $ZodType, type output } from 'zod/v4/core'
import { tokenPairSchema } from '../auth/tokens.schema'
import { clearSession, getAccessToken, getRefreshToken, setTokens } from '../auth/session'
import { workerReady } from '../pwa/worker'
import { SIGNED_OUT_EVENT } from './signed-out'
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

interface ApiConfig {
  ready: () => Promise<void>
  onSignedOut: () => void
}

const config: ApiConfig = {
  ready: workerReady,
  onSignedOut: () => window.dispatchEvent(new Event(SIGNED_OUT_EVENT)),
}

export function configureApi(next: Partial<ApiConfig>): void {
  Object.assign(config, next)
}

let refreshing: Promise<string | null> | null = null

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

/** One refresh at a time: concurrent 401s share the same promise. */
function refreshTokens(): Promise<string | null> {
  refreshing ??= (async () => {
    const refreshToken = getRefreshToken()
    if (!refreshToken) return null
    const response = await fetch('/jwt/refresh-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    }).catch(() => null)
    if (!response?.ok) return null
    const tokens = tokenPairSchema.parse(await response.json())
    setTokens(tokens)
    return tokens.accessToken
  })().finally(() => {
    refreshing = null
  })
  return refreshing
}

export async function apiRequest<S extends $ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<output<S>> {
  await config.ready()
  if (refreshing) await refreshing
  const url = buildUrl(path, options.query)
  const sentWith = getAccessToken()
  let response = await send(url, options, sentWith)
  if (response.status === 401 && options.auth !== false) {
    // A refresh may have finished while this request was in flight: then just replay.
    const current = getAccessToken()
    const token = current && current !== sentWith ? current : await refreshTokens()
    if (!token) {
      clearSession()
      config.onSignedOut()
      throw await errorFromResponse(response)
    }
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
