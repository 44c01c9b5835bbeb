/**
 * The API's front door, shared by the service worker and the handler tests: decide
 * synchronously whether a request is ours, then answer it through msw's `getResponse`.
 */
import { getResponse, matchRequestUrl, type HttpHandler } from 'msw'
import { ensureSeeded } from '@mocks/db/seed'
import { toErrorResponse } from '@mocks/kernel/route'
import './db/schema'
import { dataRegistry, handlers } from './handlers'

function handlerMatches(
  handler: HttpHandler,
  request: Request,
  url: URL,
  baseUrl: string,
): boolean {
  const { method, path } = handler.info
  const methodOk =
    typeof method === 'string' ? method === request.method : method.test(request.method)
  if (!methodOk || typeof path === 'function') return false
  return matchRequestUrl(url, path, baseUrl).matches
}

const firstSegment = (path: string) => path.split('/')[1] ?? ''

/**
 * The first path segments any handler serves (`jwt`, `api`, `apps`, ...): most requests the
 * worker sees are assets, and this turns them away without trying every handler's pattern.
 */
const paths = handlers.map((handler) => handler.info.path)
// Only string paths have a first segment to read; a RegExp or predicate path disables the filter.
const apiRoots = paths.every((path) => typeof path === 'string')
  ? new Set(paths.map((path) => firstSegment(String(path))))
  : null

/** True when some handler answers this request; must stay synchronous for `respondWith`. */
export function isApiRequest(request: Request, baseUrl: string): boolean {
  if (request.mode === 'navigate') return false
  const url = new URL(request.url)
  if (url.origin !== new URL(baseUrl).origin) return false
  if (apiRoots && !apiRoots.has(firstSegment(url.pathname))) return false
  return handlers.some((handler) => handlerMatches(handler, request, url, baseUrl))
}

export async function dispatch(request: Request, baseUrl: string): Promise<Response> {
  try {
    await ensureSeeded(dataRegistry)
    const response = await getResponse(handlers, request, { baseUrl, quiet: true })
    return response ?? toErrorResponse(new Error(`No handler for ${request.method} ${request.url}`))
  } catch (error) {
    return toErrorResponse(error)
  }
}
