/**
 * The device talking to its agency server: JSON over `fetch` from the service worker, as one of
 * the server's accounts (its token refreshed once on a 401). A server that cannot be reached is
 * `Unreachable` (the device is offline, or the server down), not an error of the request.
 */
import { parse, type $ZodType, type output } from 'zod/v4/core'
import { storage } from '@mocks/db/storage'
import { ApiError } from '@mocks/kernel/errors'
import { tokenPairSchema } from '@/shared/contract/tokens.schema'
import { syncAccounts, type SyncAccountRow } from './sync.table'

export class Unreachable extends Error {
  override name = 'Unreachable'
}

/** The account's server session ended: its user signs in again (online) to sync. */
export class SignInAgain extends Error {
  override name = 'SignInAgain'
}

/** The server answered an error: its status and the envelope's words. */
export class ServerRefused extends Error {
  override name = 'ServerRefused'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

const TIMEOUT_MS = 20_000

export async function send(
  server: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<Response> {
  try {
    return await fetch(new URL(path, server), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    throw new Unreachable(`The agency server at ${server} cannot be reached`, { cause: error })
  }
}

/** The answer's JSON, or the server's refusal as `ServerRefused`. */
export async function jsonOf(response: Response): Promise<unknown> {
  const body: unknown = await response.json().catch(() => null)
  if (response.ok) return body
  const error =
    typeof body === 'object' && body !== null && 'error' in body
      ? (body.error as { code?: string; message?: string; fields?: Record<string, string> })
      : {}
  throw new ServerRefused(
    response.status,
    error.code ?? `http_${response.status}`,
    error.message ?? `The server answered ${response.status}`,
    error.fields,
  )
}

/**
 * POSTs to `server` (as `token`, if given) and parses the answer with the contract's schema; the
 * server's refusal is thrown as this device's own answer (its status, code, message and fields).
 */
export async function askServer<S extends $ZodType>(
  server: string,
  path: string,
  body: unknown,
  schema: S,
  token?: string,
): Promise<output<S>> {
  try {
    return parse(schema, await jsonOf(await send(server, path, body, token)))
  } catch (error) {
    if (error instanceof ServerRefused)
      throw new ApiError(error.status, error.code, error.message, error.fields)
    throw error
  }
}

async function refreshed(server: string, account: SyncAccountRow): Promise<SyncAccountRow> {
  const response = await send(server, '/jwt/refresh-token', { refreshToken: account.refreshToken })
  if (response.status === 401) throw new SignInAgain(`Sign in again as ${account.email} to sync`)
  const tokens = parse(tokenPairSchema, await jsonOf(response))
  const next = { ...account, ...tokens }
  await storage().write(() => syncAccounts().put(next))
  return next
}

/** POSTs `body` to `path` as `account`; answers the JSON, parsed with `schema`. */
export async function postAs<S extends $ZodType>(
  server: string,
  account: SyncAccountRow,
  path: string,
  body: unknown,
  schema: S,
): Promise<output<S>> {
  let response = await send(server, path, body, account.accessToken)
  if (response.status === 401) {
    const fresh = await refreshed(server, account)
    response = await send(server, path, body, fresh.accessToken)
    if (response.status === 401) throw new SignInAgain(`Sign in again as ${account.email} to sync`)
  }
  return parse(schema, await jsonOf(response))
}
