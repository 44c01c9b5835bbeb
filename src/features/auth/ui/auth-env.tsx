/**
 * What the auth screens need from the app around them: their strings, links and navigation.
 * Inside the app they come from TanStack Router and i18next (`src/app/RouterAuthEnv.tsx`); a
 * first visit to a sign-in screen starts in the sign-in shell instead (`src/app/sign-in/`), which
 * gives them a small router and translator of its own, so that screen ships neither library.
 */
import { createContext, useContext, type ReactNode } from 'react'

/** A string by its key, `{{name}}` placeholders filled from `values`. */
export type Translate = (key: string, values?: Record<string, string | number>) => string

export interface AuthLinkProps {
  /** A path of the app, with its search if any. */
  to: string
  children?: ReactNode
  className?: string
}

export interface AuthEnv {
  t: Translate
  /** An anchor to `to` that navigates in the app (Mantine's `component` prop takes it). */
  Link: (props: AuthLinkProps) => ReactNode
  /** Navigates to a path of the app (with its search), resolving once the screen is there. */
  navigate: (to: string) => Promise<void>
  /** The sign-in screen's `redirect` search parameter, read when it is needed. */
  redirect: () => string | undefined
  /** Loads what signing in needs next; called as soon as someone starts filling the form. */
  prepareSignIn: () => Promise<void>
}

const AuthEnvContext = createContext<AuthEnv | null>(null)

export function AuthEnvProvider({ value, children }: { value: AuthEnv; children: ReactNode }) {
  return <AuthEnvContext.Provider value={value}>{children}</AuthEnvContext.Provider>
}

export function useAuthEnv(): AuthEnv {
  const env = useContext(AuthEnvContext)
  if (!env) throw new Error('An auth screen needs an AuthEnvProvider above it.')
  return env
}
