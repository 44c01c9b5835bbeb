import { isOneOf } from '@/shared/contract/one-of'

/** The screens the sign-in shell shows by itself; every other path is the app's. */
export const SIGN_IN_PATHS = ['/login', '/register', '/forgot-password'] as const

export type SignInPath = (typeof SIGN_IN_PATHS)[number]

const normalise = (pathname: string) => pathname.replace(/(.)\/$/, '$1')

/** The sign-in path of a pathname, or null. */
export const signInPathOf = (pathname: string): SignInPath | null => {
  const path = normalise(pathname)
  return isOneOf(SIGN_IN_PATHS, path) ? path : null
}

export const isSignInPath = (pathname: string): boolean => signInPathOf(pathname) !== null
