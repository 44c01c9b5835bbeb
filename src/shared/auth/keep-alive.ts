/**
 * Keeps a session in use alive. Both tokens live 10 minutes; shortly before the access token
 * expires, the pair is refreshed if the user has done anything since it was issued (an API
 * request, a key, a pointer), then again before the next one expires, and so on. An idle
 * session is left to lapse: once the refresh token's life is over, one refresh attempt lets the
 * worker confirm it, which ends the session and sends the user to /login.
 * Any input since the last refresh counts, so someone idle for less than 10 minutes is never
 * signed out; the price is that an idle session ends 10 to 19 minutes after the last input.
 */
import { lastActivityAt, markActivity, onActivity } from './activity'
import { tokenTimes } from './jwt'
import { refreshSession, type RefreshResult } from './refresh'
import { getAccessToken, getRefreshToken } from './session'

/** How long before the access token's `exp` an active session refreshes. */
export const REFRESH_MARGIN_MS = 60_000
// After a refresh that could not be made (offline), try again this soon: the refresh token
// has at most a minute left by then, and the session must not lapse just after the network
// comes back.
const RETRY_MS = 10_000
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

interface Due {
  /** A refresh is due now. */
  now: boolean
  /** When to look again (ms since the epoch), or null: nothing to keep. */
  next: number | null
}

function due(now: number, retryAfter: number): Due {
  const refresh = tokenTimes(getRefreshToken())
  if (!refresh) return { now: false, next: null }
  const access = tokenTimes(getAccessToken())
  const refreshBy = (access?.expiresAt ?? 0) - REFRESH_MARGIN_MS
  const activeSinceIssued = lastActivityAt() >= (access?.issuedAt ?? 0)
  const lapsed = now >= refresh.expiresAt
  const nearExpiry = now >= refreshBy && activeSinceIssued
  if (now < retryAfter) return { now: false, next: retryAfter }
  if (lapsed || nearExpiry) return { now: true, next: null }
  // Idle within the margin: the next input refreshes; if none comes, the session lapses.
  return { now: false, next: now < refreshBy ? refreshBy : refresh.expiresAt }
}

/**
 * Starts watching the session (timers, and user input on `target`); returns the stop.
 * Called while the signed-in app is mounted.
 */
export function startSessionKeeper(target: EventTarget | null = globalThis.window ?? null) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let busy = false
  let retryAfter = 0
  let stopped = false

  const schedule = (at: number | null) => {
    clearTimeout(timer)
    if (at !== null && !stopped) timer = setTimeout(check, Math.max(0, at - Date.now()))
  }

  function check(): void {
    if (busy || stopped) return
    const state = due(Date.now(), retryAfter)
    if (!state.now) return schedule(state.next)
    busy = true
    const done = (result: RefreshResult) => {
      busy = false
      retryAfter = result.status === 'unavailable' ? Date.now() + RETRY_MS : 0
      check()
    }
    void refreshSession().then(done, () => done({ status: 'unavailable' }))
  }

  // Each input looks at the tokens: two small decodes, cheap even for a burst of wheel events.
  const onInput = () => markActivity()
  const stopActivity = onActivity(check)
  for (const type of INPUT_EVENTS) target?.addEventListener(type, onInput, { passive: true })
  // Timers in a hidden tab are throttled: look again as soon as it is shown.
  target?.addEventListener('focus', check)
  check()
  return () => {
    stopped = true
    clearTimeout(timer)
    stopActivity()
    for (const type of INPUT_EVENTS) target?.removeEventListener(type, onInput)
    target?.removeEventListener('focus', check)
  }
}
