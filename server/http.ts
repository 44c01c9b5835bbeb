/**
 * The agency server's HTTP face: the API from the very handlers the service worker runs (the
 * worker's `isApiRequest` and `answer`, mocks/dispatch.ts), and the built PWA. A navigation
 * always gets the app (a path may be both a screen and an endpoint, `/apps/ecommerce/wishlist`),
 * as the worker's navigation route does. Every answer carries the security headers; request
 * bodies are limited; each request is logged as one JSON line, without bodies or credentials.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { SYNC_EVENTS_PATH } from '@/features/sync/sync.schema'
import { getConnInfo } from '@hono/node-server/conninfo'
import { storage } from '@mocks/db/storage'
import { answer, isApiRequest } from '@mocks/dispatch'
import { reply } from '@mocks/kernel/reply'
import { toErrorResponse } from '@mocks/kernel/route'
import type { Log } from './log'
import { isUnavailable, unavailable } from './postgres-storage'
import { inlineScriptHashes, securityHeaders } from './security'
import type { SignInLimit } from './sign-in-limit'
import { syncEvents } from './sync-events'

export interface HttpOptions {
  /** The production build of the PWA (dist/). */
  distDir: string
  log: Log
  /** Failed sign-ins counted per account and address (none: no limit, as in the worker). */
  signInLimit?: SignInLimit
  /** Largest request body taken, in bytes (the local database's import is the largest). */
  maxBody?: number
}

const MEGABYTE = 1024 * 1024

/** Whether the browser is loading a page, not calling the API. */
const isNavigation = (request: Request) =>
  request.method === 'GET' &&
  (request.headers.get('sec-fetch-mode') === 'navigate' ||
    (request.headers.get('accept') ?? '').includes('text/html'))

/** The email a sign-in names, as the limit keys it; empty when the body names none. */
async function accountOf(request: Request): Promise<string> {
  try {
    const body: unknown = await request.clone().json()
    const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : ''
    return typeof email === 'string' ? email.trim().toLowerCase() : ''
  } catch {
    return ''
  }
}

export function createApp({
  distDir,
  log,
  signInLimit,
  maxBody = 25 * MEGABYTE,
}: HttpOptions): Hono {
  const pages = ['index.html', 'login.html'].filter((page) => existsSync(join(distDir, page)))
  const headers = securityHeaders(inlineScriptHashes(distDir, pages))
  const app = new Hono()

  app.use(async (c, next) => {
    const began = performance.now()
    await next()
    for (const [name, value] of Object.entries(headers)) c.header(name, value)
    log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - began),
    })
  })

  app.use(
    bodyLimit({
      maxSize: maxBody,
      onError: (c) =>
        c.json(
          { error: { code: 'payload_too_large', message: 'The request body is too large' } },
          413,
        ),
    }),
  )

  // A device whose app comes from another origin (installed from elsewhere) signs in and syncs
  // here: bearer tokens, never cookies, so any origin may ask; the rest of the API stays
  // same-origin.
  const crossOrigin = cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['authorization', 'content-type'],
    maxAge: 600,
  })
  for (const path of ['/jwt/login', '/jwt/register', '/jwt/refresh-token', '/api/sync/*'])
    app.use(path, crossOrigin)
  app.get(SYNC_EVENTS_PATH, syncEvents)

  if (signInLimit)
    app.post('/jwt/login', async (c, next) => {
      const account = await accountOf(c.req.raw)
      const address = getConnInfo(c).remote.address ?? 'unknown'
      const wait = await signInLimit.wait(account, address)
      if (wait > 0) {
        log.info('sign-in.limited', { address, wait })
        c.header('Retry-After', String(wait))
        return c.json(
          {
            error: {
              code: 'too_many_requests',
              message: `Too many failed sign-ins: try again in ${Math.ceil(wait / 60)} min`,
            },
          },
          429,
        )
      }
      await next()
      if (c.res.status === 200) await signInLimit.succeeded(account, address)
      else if (c.res.status === 400 || c.res.status === 401)
        await signInLimit.failed(account, address)
    })

  // The API: whatever a handler of the contract answers, unless the browser is loading a page.
  // A read is one snapshot of the database (a write is one transaction already, in the kernel).
  app.use(async (c, next) => {
    const { raw } = c.req
    const origin = new URL(raw.url).origin
    if (isNavigation(raw) || !isApiRequest(raw, origin)) return next()
    // The read transaction itself may fail (the database out of reach: 503), not only a handler.
    if (raw.method === 'GET')
      return storage()
        .read(() => answer(raw, origin))
        .catch(toErrorResponse)
    return answer(raw, origin)
  })

  // The build's files, and the prerendered sign-in screen at /login.
  const page = (file: string) => (c: Context) =>
    serveStatic({ root: distDir, path: file })(c, async () => {})
  app.get('/login', page('login.html'))
  app.use('/*', serveStatic({ root: distDir }))
  // Any other page is the app's: its router takes it from there.
  app.get('*', async (c, next) => {
    if (!isNavigation(c.req.raw)) return next()
    const response = await page('index.html')(c)
    return response ?? next()
  })
  app.notFound(() => reply({ error: { code: 'not_found', message: 'Not found' } }, 404))
  // Whatever else throws still answers the envelope, never Hono's plain-text 500.
  // Whatever escaped a handler (the sign-in limit's own queries too): the envelope, a 503 when
  // PostgreSQL is out of reach.
  app.onError((error) => toErrorResponse(isUnavailable(error) ? unavailable() : error))
  return app
}
