/**
 * `call(endpoint, input)`: the page's side of an endpoint declaration (shared/contract/endpoint).
 * The path parameters fill the path, the query and body go as `apiRequest` sends them, and the
 * answer is parsed by the declaration's response schema: what a call returns is typed by the
 * declaration alone.
 */
import type { $ZodType } from 'zod/v4/core'
import {
  fillPath,
  type Endpoint,
  type Parsed,
  type PartsOf,
  type ResponseOf,
  type Sent,
} from '@/shared/contract/endpoint'
import { apiRequest, type QueryValue } from './client'

/** A list the schema takes given once or repeated: given as one value or a (read-only) list. */
type OneOrList<Out> = Out extends readonly (infer Item)[] ? Item | readonly Item[] : Out

/**
 * A query as the page gives it: the schema's keys, each as its input type; a value the schema
 * takes in any form first (an empty value, a list given once or repeated) as its output type; a
 * free string (a number the schema reads from its string, `page`) may be given as a number.
 * Every key may be left out: the schema says which it needs, and answers a 400 naming it.
 */
type QueryField<In, Out> = unknown extends In
  ? OneOrList<Out> | undefined
  : string extends NonNullable<In>
    ? string | number | undefined
    : In | undefined
type QueryOf<Q extends $ZodType> = {
  [K in keyof Sent<Q>]?: QueryField<Sent<Q>[K], K extends keyof Parsed<Q> ? Parsed<Q>[K] : never>
}

/** The path parameters: each a string or a number (written into the path). */
type ParamsPart<P> = P extends $ZodType
  ? { params: { [K in keyof Sent<P>]: string | number } }
  : { params?: never }
type QueryPart<Q> = Q extends $ZodType ? { query?: QueryOf<Q> } : { query?: never }
/** The body, required unless its schema takes none. */
type BodyPart<B> = B extends $ZodType
  ? undefined extends Sent<B>
    ? { body?: Sent<B> }
    : { body: Sent<B> }
  : { body?: never }

/** What a call of `E` takes: its parts that have schemas (required unless they may be empty). */
export type CallInput<E extends Endpoint> = ParamsPart<PartsOf<E>['params']> &
  QueryPart<PartsOf<E>['query']> &
  BodyPart<PartsOf<E>['body']> & {
    signal?: AbortSignal
    /** False for the public endpoints (login, register). */
    auth?: boolean
  }

export function call<E extends Endpoint>(
  endpoint: E,
  ...[input]: Partial<CallInput<E>> extends CallInput<E>
    ? [input?: CallInput<E>]
    : [input: CallInput<E>]
): Promise<ResponseOf<E>> {
  const { params, query, body, signal, auth } = (input ?? {}) as {
    params?: Record<string, string | number>
    query?: Record<string, QueryValue>
    body?: unknown
    signal?: AbortSignal
    auth?: boolean
  }
  return apiRequest<E['response']>(fillPath(endpoint.path, params), {
    method: endpoint.method,
    query,
    body,
    signal,
    auth,
    schema: endpoint.response,
  })
}
