/**
 * The signed-in session in localStorage (`userData`, `accessToken`, `refreshToken`, the keys
 * the spec names), mirrored in a tiny store so React re-renders when it changes.
 */
import { create } from 'zustand'
import { z } from 'zod'
import { abilityRuleSchema, type AbilityRule } from './ability'
import type { TokenPair } from './tokens.schema'

export const storedUserSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.string(),
  ability: z.array(abilityRuleSchema),
  extras: z.object({ eCommerceCartItemsCount: z.number() }).optional(),
})
export type StoredUser = z.infer<typeof storedUserSchema>

const KEYS = { user: 'userData', access: 'accessToken', refresh: 'refreshToken' } as const

function readUser(): StoredUser | null {
  try {
    const parsed = storedUserSchema.safeParse(JSON.parse(localStorage.getItem(KEYS.user) ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

interface SessionState {
  user: StoredUser | null
}

export const useSession = create<SessionState>(() => ({ user: readUser() }))

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
  useSession.setState({ user: session.userData })
}

export function clearSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key)
  useSession.setState({ user: null })
}

// Another tab signing in or out changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(KEYS).includes(event.key as never)) {
      useSession.setState({ user: readUser() })
    }
  })
}
