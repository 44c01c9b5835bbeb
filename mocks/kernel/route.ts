/**
 * `route(endpoint, { handle })` answers an endpoint of the contract (its declaration,
 * shared/contract/endpoint.ts, is the one place its path and schemas are written; the page's
 * `call()` takes the same one); `serve()` (kernel/app.ts) turns the routes of every app into msw
 * handlers with the house rules built in: Bearer verification (401), the ability check
 * (403, deny by default), zod parsing of query and body (400 naming the field), one read-write
 * transaction around every write, the error envelope for every failure, and a broadcast naming
 * the tables the request really wrote.
 */
import { http, type HttpHandler, type PathParams } from 'msw'
import type { $ZodType } from 'zod/v4/core'
import { can, guestRules, type AbilityRule } from '@/shared/contract/ability'
import type { Endpoint, Method, Parsed, PartsOf, ReplyOf } from '@/shared/contract/endpoint'
import type { Ability } from '@/shared/contract/manifest'
import { broadcastChange } from './broadcast'
import { ApiError, forbidden, unauthorized } from './errors'
import { parseWith, queryObject, readJson } from './parse'
import { isWithStatus, reply, type WithStatus } from './reply'
import { defined, type RoundTrip } from './round-trip'
import { verifyAccessToken } from './tokens'
import { storage } from '../db/storage'
import { beginDraws, currentDraws } from './draws'
import { recorder, recording } from './recorder'
import { REPLAY_HEADER } from '../sync/replay'
import { inWriteTransaction } from './write'
import { beforesOf, keepBefores, touchedBy } from './write-guard'

export type { Method }

/** Who may call a route: anyone (only login, register, refresh), any signed-in user, or an ability. */
export type Access = 'public' | 'signed-in' | Ability

export interface Session {
  userId: number
  role: string
  ability: AbilityRule[]
  token: string | null
}

const guest: Session = { userId: 0, role: 'guest', ability: guestRules, token: null }

/** Runs `fn` in the one read-write transaction and resolves with what it returned. */
export type Write = <T>(fn: () => T | Promise<T>) => Promise<T>

export interface RouteContext<Q, B, P = PathParams> {
  request: Request
  url: URL
  params: P
  query: Q
  body: B
  session: Session
  /**
   * Runs `fn` in the one read-write transaction (see kernel/write.ts). Writing routes run whole
   * inside it already; a GET that writes, or a `transaction: 'manual'` route, calls this.
   */
  write: Write
}

/** A declared route; `serve()` resolves its access and makes the msw handler. */
export interface RouteSpec {
  method: Method
  path: string
  access: Access | undefined
  /** The declaration's schemas and round trip, for the registry-wide tests. */
  query?: $ZodType
  body?: $ZodType
  roundTrip?: RoundTrip | readonly RoundTrip[]
  /** The contract's declaration it answers. */
  endpoint: Endpoint
  toHandler: (access: Access, device?: boolean) => HttpHandler
}

/** How a route answers its endpoint: who may call it, and its handler, typed by the endpoint. */
export interface RouteImpl<E extends Endpoint> {
  /** Who may call it; without it, the ability of the app the route belongs to. */
  access?: Access
  /**
   * A writing method (POST, PUT, PATCH, DELETE) runs whole inside one write transaction.
   * `'manual'` is for the few that must await WebCrypto (hashing, signing): they read freely and
   * put their writes in `ctx.write()`.
   */
  transaction?: 'manual'
  /** For a write that takes back a record a GET hands out: how the round-trip test walks it. */
  roundTrip?: RoundTrip | readonly RoundTrip[]
  /**
   * Its writes stay on the device that made them: a connected device does not push them to the
   * agency server (sessions, secrets made here, the device's own database and sync settings).
   */
  device?: true
  // A method, not a function property: the kernel holds every route's handler as one that takes
  // the parts it parsed with the endpoint's own schemas (HandlerOf), which method parameters allow.
  handle(
    ctx: RouteContext<
      Parsed<PartsOf<E>['query']>,
      Parsed<PartsOf<E>['body']>,
      Parsed<PartsOf<E>['params']>
    >,
  ): Answer<ReplyOf<E>> | Promise<Answer<ReplyOf<E>>>
}

/** A route's handler as the kernel calls it, with the parts its endpoint's schemas parsed. */
interface HandlerOf {
  transaction?: 'manual'
  device?: true
  handle(ctx: RouteContext<unknown, unknown, unknown>): unknown
}

/** What a handler answers: the data (a 200), or the data with another status (`withStatus`). */
export type Answer<T> = T | WithStatus<T>

async function authenticate(request: Request): Promise<Session> {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1]) throw unauthorized('Missing or malformed Authorization header')
  const claims = await verifyAccessToken(match[1])
  if (!claims) throw unauthorized('Invalid or expired access token')
  return { userId: Number(claims.sub), role: claims.role, ability: claims.ability, token: match[1] }
}

async function admit(access: Access, request: Request): Promise<Session> {
  if (access === 'public') return guest
  const session = await authenticate(request)
  if (access !== 'signed-in' && !can(session.ability, access[0], access[1])) throw forbidden()
  return session
}

export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) return reply(error.toBody(), error.status)
  console.error('[corredor] handler failed', error)
  return reply({ error: { code: 'internal', message: 'Internal error' } }, 500)
}

async function readBody(method: Method, schema: $ZodType, request: Request, url: URL) {
  const sent = method === 'GET' ? undefined : await readJson(request)
  // A DELETE may name its target in the query instead of a body (`?id=3`).
  const raw = sent === undefined && method === 'DELETE' ? queryObject(url) : sent
  return { sent, parsed: parseWith(schema, raw ?? {}) }
}

/**
 * The one write transaction of a request, as `ctx.write` runs it: its draws begun (the clock, new
 * ids, randomness: kernel/draws.ts), and on a connected device the request recorded in the outbox
 * inside it, once, unless its writes stay on the device.
 */
function requestWrites(request: Request, device: boolean, recordPart: () => RecordPart) {
  const wrote = new Set<string>()
  let recorded = false
  const write: Write = async (fn) => {
    const { value, tables } = await inWriteTransaction(async () => {
      beginDraws()
      const scratch = storage().scratch()
      if (scratch && !device && !recorded && recording() && !beforesOf(scratch))
        keepBefores(scratch)
      const value = await fn()
      const record = recorder()
      const touched = scratch && touchedBy(scratch)
      const draws = currentDraws()
      if (record && !device && !recorded && touched && draws) {
        recorded = true
        const url = new URL(request.url)
        await record({
          method: request.method,
          path: url.pathname + url.search,
          draws,
          touched,
          befores: scratch ? beforesOf(scratch) : undefined,
          ...recordPart(),
        })
      }
      return value
    })
    for (const table of tables) wrote.add(table)
    return value
  }
  return { write, wrote }
}

type RecordPart = { body: unknown; userId: number }

/** The msw handler of a route: the house rules around `handle`. */
function handlerOf(
  endpoint: Endpoint,
  impl: HandlerOf,
  access: Access,
  device: boolean,
): HttpHandler {
  const verb = endpoint.method.toLowerCase() as Lowercase<Method>
  const atomic = endpoint.method !== 'GET' && impl.transaction !== 'manual'
  return http[verb](endpoint.path, async ({ request, params: raw }) => {
    const part: RecordPart = { body: undefined, userId: 0 }
    const deviceOnly = device || impl.device === true
    const { write, wrote } = requestWrites(request, deviceOnly, () => part)
    try {
      // The server runs a device's write again only where its writes are shared.
      if (deviceOnly && request.headers.get(REPLAY_HEADER))
        throw forbidden('This write stays on the device that made it')
      const session = await admit(access, request)
      part.userId = session.userId
      const url = new URL(request.url)
      const { method } = endpoint
      const params = endpoint.params ? parseWith(endpoint.params, raw) : raw
      const query = endpoint.query ? parseWith(endpoint.query, queryObject(url)) : undefined
      let body: unknown
      if (endpoint.body) {
        const { sent, parsed } = await readBody(method, endpoint.body, request, url)
        part.body = sent
        body = parsed
      }
      const run = () => impl.handle({ request, url, params, query, body, session, write })
      const result = atomic ? await write(run) : await run()
      if (result instanceof Response) return result
      return isWithStatus(result) ? reply(result.body, result.status) : reply(result ?? null)
    } catch (error) {
      return toErrorResponse(error)
    } finally {
      // Whatever committed is announced, even when a later step failed.
      broadcastChange([...wrote])
    }
  })
}

/** Answers `endpoint` (the contract's declaration, shared/contract/endpoint.ts) with `impl`. */
export function route<E extends Endpoint>(endpoint: E, impl: RouteImpl<E>): RouteSpec {
  const handler: HandlerOf = impl
  const { method, path, query, body } = endpoint
  const { access, roundTrip } = impl
  return {
    method,
    path,
    access,
    endpoint,
    toHandler: (resolved, device = false) => handlerOf(endpoint, handler, resolved, device),
    ...defined({ query, body, roundTrip }),
  }
}
