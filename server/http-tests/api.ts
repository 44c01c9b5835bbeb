/**
 * Calls the API of a server under test over real HTTP (fetch), as the app does: JSON bodies, a
 * Bearer token, the error envelope parsed. `signIn` is the demo accounts' sign-in.
 */
import type { AbilityRule } from '@/shared/contract/ability'

export interface Reply<T = unknown> {
  status: number
  body: T
  headers: Headers
}

export interface ErrorEnvelope {
  error: { code: string; message: string; fields?: Record<string, string> }
}

export interface CallOptions {
  token?: string
  body?: unknown
  /** A body sent as is (a large one, malformed JSON). */
  rawBody?: string
  headers?: Record<string, string>
}

export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  { token, body, rawBody, headers = {} }: CallOptions = {},
): Promise<Reply<T>> {
  const sent = new Headers({ 'content-type': 'application/json', ...headers })
  if (token) sent.set('authorization', `Bearer ${token}`)
  const response = await fetch(new URL(path, base), {
    method,
    headers: sent,
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  const text = await response.text()
  const json = (response.headers.get('content-type') ?? '').includes('application/json')
  return {
    status: response.status,
    body: (json && text ? JSON.parse(text) : text) as T,
    headers: response.headers,
  }
}

/** Whether `body` is the API's error envelope with this code. */
export function isEnvelope(body: unknown, code: string): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false
  const { error } = body
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === code &&
    'message' in error &&
    typeof error.message === 'string'
  )
}

export interface Session {
  accessToken: string
  userData: { id: number; ability: AbilityRule[] }
}

export async function signIn(
  base: string,
  email = 'admin@demo.com',
  password = email.split('@')[0]!,
): Promise<Session> {
  const reply = await call<Session>(base, 'POST', '/jwt/login', { body: { email, password } })
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status} ${String(reply.body)}`)
  return reply.body
}

/** Runs `work` over `items`, `size` at a time: many requests, without flooding a small machine. */
export async function inBatches<I, O>(
  items: readonly I[],
  size: number,
  work: (item: I) => Promise<O>,
): Promise<O[]> {
  const results: O[] = []
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))))
  return results
}
