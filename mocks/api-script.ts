/**
 * What the worker knows of the API before loading it (mocks/api.ts is a script of its own, see
 * api-loader.scripts.ts): the global the script sets, and the first path segments of every route,
 * so that a request for anything else (an asset, an image) never loads the API. A test holds the
 * list to the registry's routes (api-script.test.ts).
 */

/** The global the API script sets: the IIFE `name` of its build (vite.config.ts). */
export const API_GLOBAL = 'corredorApi'

export const API_ROOTS: ReadonlySet<string> = new Set([
  'account-setting',
  'api',
  'api-keys',
  'apps',
  'blog',
  'card',
  'faq',
  'jwt',
  'pricing',
  'profile',
])

/** False for every request no API route can answer; cheap and synchronous, API not loaded. */
export function mayBeApiRequest(request: Request, origin: string): boolean {
  if (request.mode === 'navigate') return false
  const url = new URL(request.url)
  return url.origin === origin && API_ROOTS.has(url.pathname.split('/')[1] ?? '')
}
