/**
 * "Remember me": a remembered session outlives the browser; an unremembered one ends with the
 * browser session (sessionStorage marks that it is still the same one).
 */
import { clearSession } from '@/shared/auth/session'

const REMEMBER = 'corredor-remember'
const ALIVE = 'corredor-session-alive'
const EMAIL = 'corredor-remember-email'

export function markSession(remember: boolean, email: string): void {
  localStorage.setItem(REMEMBER, remember ? '1' : '0')
  sessionStorage.setItem(ALIVE, '1')
  if (remember) localStorage.setItem(EMAIL, email)
  else localStorage.removeItem(EMAIL)
}

export const rememberedEmail = () => localStorage.getItem(EMAIL) ?? ''

/** Called once at start-up: drops a session that was not to be remembered. */
export function expireUnrememberedSession(): void {
  if (localStorage.getItem(REMEMBER) === '0' && !sessionStorage.getItem(ALIVE)) clearSession()
  sessionStorage.setItem(ALIVE, '1')
}
