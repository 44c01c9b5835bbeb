/**
 * The sign-in shell's router: the address bar, links and Back/Forward among the sign-in
 * screens, and the hand-over to the app (`leave`) for any other path.
 */
import { useSyncExternalStore } from 'react'
import { isSignInPath, signInPathOf, type SignInPath } from './sign-in-paths'

export type Leave = (href: string, options: { replace: boolean }) => Promise<void>

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())
let leave: Leave = () => Promise.resolve()

const hrefOf = (url: URL | Location) => `${url.pathname}${url.search}${url.hash}`

const onPopState = () => {
  if (isSignInPath(window.location.pathname)) notify()
  else void leave(hrefOf(window.location), { replace: true })
}

/** Follows the address bar until the app takes over, which `onLeave` does. */
export function startSignInHistory(onLeave: Leave): void {
  leave = onLeave
  window.addEventListener('popstate', onPopState)
}

/** The app's router owns the history from here on. */
export function stopSignInHistory(): void {
  window.removeEventListener('popstate', onPopState)
}

/** Goes to `href`, a path of the app: a sign-in screen in place, anything else in the app. */
export async function go(href: string): Promise<void> {
  const url = new URL(href, window.location.href)
  if (!isSignInPath(url.pathname)) return leave(hrefOf(url), { replace: false })
  window.history.pushState(null, '', hrefOf(url))
  notify()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

const current = (): SignInPath => signInPathOf(window.location.pathname) ?? '/login'

/**
 * The sign-in screen the address bar is on; the same when hydrating the prerendered `/login`,
 * which the page only is on that address.
 */
export const useSignInPath = (): SignInPath => useSyncExternalStore(subscribe, current, current)

/** The sign-in screen's `redirect` search parameter. */
export const redirectParam = (): string | undefined =>
  new URLSearchParams(window.location.search).get('redirect') ?? undefined
