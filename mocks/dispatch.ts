/**
 * The API's front door, shared by the service worker and the handler tests: decide
 * synchronously whether a request is ours, then answer it through msw's `getResponse`.
 */
import { getResponse, matchRequestUrl, type HttpHandler } from 'msw'
import { ensureSeeded } from '@mocks/db/seed'
import { toErrorResponse } from '@mocks/kernel/route'
import './db/schema'
import { dataRegistry, handlers } from './handlers'
import { loadConnection } from './sync/config'
import { syncSoon } from './sync/engine'
import { onRecorded, recordWrites } from './sync/outbox'
import { setReplayer } from './sync/replay'

const firstSegment = (path: string) => path.split('/')[1] ?? ''
const bucketKey = (method: string, path: string) => `${method} ${firstSegment(path)}`

/**
 * The handlers by method and first path segment (`GET apps`, `POST jwt`, ...), in the registry's
 * order: a request tries the few of its bucket instead of every handler (msw's `getResponse` over
 * the whole list parses the URL, and the cookies, once per handler it tries). Null when a handler
 * has a RegExp method or path: then every request tries them all.
 */
const buckets = ((): Map<string, HttpHandler[]> | null => {
  const map = new Map<string, HttpHandler[]>()
  for (const handler of handlers) {
    const { method, path } = handler.info
    if (typeof method !== 'string' || typeof path !== 'string') return null
    const key = bucketKey(method, path)
    map.set(key, [...(map.get(key) ?? []), handler])
  }
  return map
})()

function handlerMatches(handler: HttpHandler, request: Request, url: URL, baseUrl: string) {
  const { method, path } = handler.info
  const methodOk =
    typeof method === 'string' ? method === request.method : method.test(request.method)
  if (!methodOk || typeof path === 'function') return false
  return matchRequestUrl(url, path, baseUrl).matches
}

/** The handler msw would pick for this request: the first that matches, in registry order. */
function handlerFor(request: Request, baseUrl: string): HttpHandler | undefined {
  if (request.mode === 'navigate') return undefined
  const url = new URL(request.url)
  if (url.origin !== new URL(baseUrl).origin) return undefined
  const candidates = buckets ? buckets.get(bucketKey(request.method, url.pathname)) : handlers
  return candidates?.find((handler) => handlerMatches(handler, request, url, baseUrl))
}

/** True when some handler answers this request; must stay synchronous for `respondWith`. */
export function isApiRequest(request: Request, baseUrl: string): boolean {
  return handlerFor(request, baseUrl) !== undefined
}

/**
 * Answers a request of the API over whatever storage is set (db/storage.ts), the database already
 * seeded: the agency server's front door, which seeds its own database when it starts.
 */
export async function answer(request: Request, baseUrl: string): Promise<Response> {
  try {
    const handler = handlerFor(request, baseUrl)
    const response = handler && (await getResponse([handler], request, { baseUrl, quiet: true }))
    return response ?? toErrorResponse(new Error(`No handler for ${request.method} ${request.url}`))
  } catch (error) {
    return toErrorResponse(error)
  }
}

// The server runs a device's writes again through this same door (mocks/sync/replay.ts).
setReplayer(answer)

let deviceStarted = false

/** On a device: its writes recorded for the agency server once connected, and pushed soon after. */
function startDevice() {
  if (deviceStarted) return
  deviceStarted = true
  recordWrites()
  onRecorded(() => syncSoon())
}

/** The worker's front door: the database seeded on the first request, then `answer`. */
export async function dispatch(request: Request, baseUrl: string): Promise<Response> {
  try {
    startDevice()
    await ensureSeeded(dataRegistry)
    await loadConnection()
  } catch (error) {
    return toErrorResponse(error)
  }
  return answer(request, baseUrl)
}
