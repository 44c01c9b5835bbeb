/**
 * The signed-in session in localStorage (`userData`, `accessToken`, `refreshToken`, the keys
 * the contract names), mirrored in a tiny store so React re-renders when it changes. It ships with
 * the sign-in screen, so the stored user is checked by hand rather than with a schema library.
 */
import { create } from 'zustand'
import type { AbilityRule } from '@/shared/contract/ability.schema'
import { isOneOf } from '@/shared/contract/one-of'
import { askForPersistence } from '@/shared/pwa/persistent-storage'
import type { TokenPair } from '@/shared/contract/tokens.schema'

export interface StoredUser {
  id: number
  fullName: string
  username: string
  email: string
  role: string
  avatar: string
  ability: AbilityRule[]
  extras?: { eCommerceCartItemsCount: number }
}

const KEYS = { user: 'userData', access: 'accessToken', refresh: 'refreshToken' } as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const isRule = (rule: unknown): rule is AbilityRule =>
  isRecord(rule) && typeof rule.action === 'string' && typeof rule.subject === 'string'

const TEXT_FIELDS = ['fullName', 'username', 'email', 'role', 'avatar'] as const

function isStoredUser(value: unknown): value is StoredUser {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    TEXT_FIELDS.every((field) => typeof value[field] === 'string') &&
    Array.isArray(value.ability) &&
    value.ability.every(isRule)
  )
}

function readUser(): StoredUser | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEYS.user) ?? 'null')
    return isStoredUser(value) ? value : null
  } catch {
    return null
  }
}

interface SessionState {
  user: StoredUser | null
  /** The last session ended by itself (it expired): the sign-in screen says so. */
  ended: boolean
}

export const useSession = create<SessionState>(() => ({ user: readUser(), ended: false }))

export const getAccessToken = () => localStorage.getItem(KEYS.access)
export const getRefreshToken = () => localStorage.getItem(KEYS.refresh)
export const getUser = () => useSession.getState().user
export const isSignedIn = () => Boolean(getUser() && getAccessToken())
export const currentAbility = (): AbilityRule[] =>
  getUser()?.ability ?? [{ action: 'read', subject: 'Auth' }]

export function setTokens(tokens: TokenPair): void {
  localStorage.setItem(KEYS.access, tokens.accessToken)
  localStorage.setItem(KEYS.refresh, tokens.refreshToken)
}

export function saveSession(session: TokenPair & { userData: StoredUser }): void {
  setTokens(session)
  localStorage.setItem(KEYS.user, JSON.stringify(session.userData))
  useSession.setState({ user: session.userData, ended: false })
  // Signed in: the data about to be written here is worth keeping through disk pressure.
  askForPersistence()
}

export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key)
  useSession.setState({ user: null })
}

/**
 * Clears a session that ended by itself; true when there was one to end (`hadOne`: the caller
 * knows there was, though another tab may have cleared the storage since).
 */
export function endSession(hadOne = false): boolean {
  const had = hadOne || Boolean(getUser() ?? getAccessToken() ?? getRefreshToken())
  clearSession()
  if (had) useSession.setState({ ended: true })
  return had
}

// Another tab signing in or out changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || isOneOf(Object.values(KEYS), event.key)) {
      useSession.setState({ user: readUser() })
    }
  })
}
