/**
 * "Remember me": a remembered session outlives the browser; an unremembered one ends when the
 * browser closes. A session cookie (no expiry) marks that the browser session is still the same
 * one; unlike sessionStorage it is shared by every tab, so a second tab keeps the session.
 */
import { clearSession } from './session'

const REMEMBER = 'corredor-remember'
const ALIVE = 'corredor-alive'
/** Read before any script too, by the prerendered sign-in page (src/app/sign-in/prepaint.ts). */
export const REMEMBERED_EMAIL_KEY = 'corredor-remember-email'
const EMAIL = REMEMBERED_EMAIL_KEY

const markAlive = () => {
  document.cookie = `${ALIVE}=1; path=/; SameSite=Strict`
}
const isAlive = () => document.cookie.split('; ').includes(`${ALIVE}=1`)

export function markSession(remember: boolean, email: string): void {
  localStorage.setItem(REMEMBER, remember ? '1' : '0')
  markAlive()
  if (remember) localStorage.setItem(EMAIL, email)
  else localStorage.removeItem(EMAIL)
}

export const rememberedEmail = () => localStorage.getItem(EMAIL) ?? ''

/** Called once at start-up: drops a session that was not to be remembered. */
export function expireUnrememberedSession(): void {
  if (localStorage.getItem(REMEMBER) === '0' && !isAlive()) clearSession()
  markAlive()
}
