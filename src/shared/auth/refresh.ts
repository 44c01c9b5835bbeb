/**
 * Refreshing the token pair: once at a time in this tab, and once at a time across tabs. The
 * worker rotates the refresh token (the old one stops working), so two tabs refreshing with the
 * same token would sign one of them out. A Web Lock serialises them, and inside it the stored
 * pair is read again: if another tab has rotated it meanwhile, that pair is used and no call is
 * made. Only a refusal (401) or an answer that is not a token pair ends the session; a network
 * failure keeps it, since the app must work offline.
 */
import { refreshEndpoint } from '@/shared/contract/refresh.endpoint'
import { SIGNED_OUT_EVENT } from '../api/signed-out'
import { workerReady } from '../pwa/worker'
import { tokenTimes } from './jwt'
import { endSession, getAccessToken, getRefreshToken, setTokens } from './session'

export type RefreshResult =
  | { status: 'refreshed'; accessToken: string }
  /** The session is over: cleared, and `onSignedOut` told if there was one. */
  | { status: 'signed-out' }
  /** The refresh could not be made (offline, a server error): the session is kept. */
  | { status: 'unavailable' }

export interface SessionConfig {
  ready: () => Promise<void>
  onSignedOut: () => void
}

export const sessionConfig: SessionConfig = {
  ready: workerReady,
  onSignedOut: () => window.dispatchEvent(new Event(SIGNED_OUT_EVENT)),
}

export const LOCK_NAME = 'corredor-refresh'
// A refresh that hangs must not hold the lock, and with it every tab, forever.
const REFRESH_TIMEOUT_MS = 15_000

interface Pair {
  access: string | null
  refresh: string | null
}

const storedPair = (): Pair => ({ access: getAccessToken(), refresh: getRefreshToken() })
const isFresh = (token: string | null) => (tokenTimes(token)?.expiresAt ?? 0) > Date.now()

/** Another tab rotated the pair since this tab last looked (or signed in anew). */
function rotatedElsewhere(startedWith: Pair, stored: Pair): stored is Pair & { access: string } {
  if (!stored.access || !stored.refresh) return false
  return (
    stored.refresh !== startedWith.refresh ||
    (stored.access !== startedWith.access && isFresh(stored.access))
  )
}

async function withLock(task: () => Promise<RefreshResult>): Promise<RefreshResult> {
  const locks =
    typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined
  // Without Web Locks (old browsers, some test runners) tabs are not serialised, but the
  // re-read of the stored pair after a refusal still catches most races.
  return locks ? await locks.request(LOCK_NAME, task) : task()
}

async function callRefresh(refreshToken: string): Promise<Response | null> {
  try {
    // Not through the API client: its 401 handling would come back here.
    return await fetch(refreshEndpoint.path, {
      method: refreshEndpoint.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
      signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
    })
  } catch {
    return null
  }
}

async function refreshUnderLock(startedWith: Pair): Promise<RefreshResult> {
  const stored = storedPair()
  if (rotatedElsewhere(startedWith, stored))
    return { status: 'refreshed', accessToken: stored.access }
  if (!stored.refresh) return { status: 'signed-out' }
  const response = await callRefresh(stored.refresh)
  if (!response) return { status: 'unavailable' }
  if (response.status === 401) {
    // A tab without Web Locks may have rotated the pair while this call was made.
    const after = storedPair()
    return rotatedElsewhere(stored, after)
      ? { status: 'refreshed', accessToken: after.access }
      : { status: 'signed-out' }
  }
  if (!response.ok) return { status: 'unavailable' }
  const body: unknown = await response.json().catch(() => null)
  const parsed = refreshEndpoint.response.safeParse(body)
  if (!parsed.success) return { status: 'signed-out' }
  setTokens(parsed.data)
  return { status: 'refreshed', accessToken: parsed.data.accessToken }
}

let inFlight: Promise<RefreshResult> | null = null

/** The refresh under way in this tab, if any: requests wait for it before going out. */
export const refreshInFlight = () => inFlight

/** Refreshes the pair; concurrent callers in this tab share one refresh. */
export function refreshSession(): Promise<RefreshResult> {
  inFlight ??= (async (): Promise<RefreshResult> => {
    const startedWith = storedPair()
    const result = await sessionConfig
      .ready()
      .then(() => withLock(() => refreshUnderLock(startedWith)))
      .catch((): RefreshResult => ({ status: 'unavailable' }))
    if (result.status === 'signed-out' && endSession(startedWith.refresh !== null)) {
      sessionConfig.onSignedOut()
    }
    return result
  })().finally(() => {
    inFlight = null
  })
  return inFlight
}
