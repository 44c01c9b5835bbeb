/**
 * `route()` turns a small declaration into an msw handler with the house rules built in:
 * Bearer verification (401), ability check (403), zod parsing of query and body (400 naming
 * the field), the error envelope for every failure, and a broadcast after every write.
 */
import { http, type HttpHandler, type PathParams } from 'msw'
import type { $ZodType, output } from 'zod/v4/core'
import { can, guestRules, type AbilityRule } from '@/shared/contract/ability'
import { broadcastChange } from './broadcast'
import { ApiError, forbidden, unauthorized } from './errors'
import { parseWith, queryObject, readJson } from './parse'
import { reply } from './reply'
import { verifyAccessToken } from './tokens'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface Session {
  userId: number
  role: string
  ability: AbilityRule[]
  token: string | null
}

const guest: Session = { userId: 0, role: 'guest', ability: guestRules, token: null }

type Parsed<S> = S extends $ZodType ? output<S> : undefined

export interface RouteContext<Q, B> {
  request: Request
  url: URL
  params: PathParams
  query: Q
  body: B
  session: Session
}

export interface RouteDef<Q extends $ZodType | undefined, B extends $ZodType | undefined> {
  method: Method
  path: string
  /** Login, register and refresh are the only public endpoints. */
  public?: boolean
  query?: Q
  body?: B
  /** An ability the caller must hold, as `[action, subject]`. */
  can?: readonly [string, string]
  /** Tables this route writes; other tabs are told after a success. */
  writes?: readonly string[]
  handle: (ctx: RouteContext<Parsed<Q>, Parsed<B>>) => unknown
}

async function authenticate(request: Request): Promise<Session> {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1]) throw unauthorized('Missing or malformed Authorization header')
  const claims = await verifyAccessToken(match[1])
  if (!claims) throw unauthorized('Invalid or expired access token')
  return { userId: Number(claims.sub), role: claims.role, ability: claims.ability, token: match[1] }
}

export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) return reply(error.toBody(), error.status)
  console.error('[corredor] handler failed', error)
  return reply({ error: { code: 'internal', message: 'Internal error' } }, 500)
}

export function route<
  Q extends $ZodType | undefined = undefined,
  B extends $ZodType | undefined = undefined,
>(def: RouteDef<Q, B>): HttpHandler {
  const verb = def.method.toLowerCase() as Lowercase<Method>
  return http[verb](def.path, async ({ request, params }) => {
    try {
      const session = def.public ? guest : await authenticate(request)
      if (def.can && !can(session.ability, def.can[0], def.can[1])) throw forbidden()
      const url = new URL(request.url)
      const query = def.query ? parseWith(def.query, queryObject(url)) : undefined
      let body: unknown
      if (def.body) {
        let raw = def.method === 'GET' ? undefined : await readJson(request)
        // A DELETE may name its target in the query instead of a body (`?id=3`).
        if (raw === undefined && def.method === 'DELETE') raw = queryObject(url)
        body = parseWith(def.body, raw ?? {})
      }
      const result = await def.handle({
        request,
        url,
        params,
        query: query as Parsed<Q>,
        body: body as Parsed<B>,
        session,
      })
      if (def.writes) broadcastChange(def.writes)
      return result instanceof Response ? result : reply(result ?? null)
    } catch (error) {
      return toErrorResponse(error)
    }
  })
}
