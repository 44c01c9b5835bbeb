/**
 * Auth calls that load the API client and its schemas only when called, so that the sign-in
 * screen (which ships this feature's index) does not download them up front.
 */
export const login = async (...args: Parameters<typeof import('./auth.api').login>) =>
  (await import('./auth.api')).login(...args)

export const register = async (...args: Parameters<typeof import('./auth.api').register>) =>
  (await import('./auth.api')).register(...args)

export const logout = async () => (await import('./auth.api')).logout()

/** Loads the client ahead of the first call (a form being filled in). */
export const preloadAuthApi = (): void => void import('./auth.api').catch(() => undefined)
