/**
 * An endpoint of the contract, declared once: its method and path, the zod schemas of its path
 * parameters, query, body and response. The worker's `route()` (mocks/kernel/route.ts) answers it
 * and the page's `call()` (shared/api/call.ts) asks it, both typed by this one declaration; the
 * agency server will take the same declarations. A path names its parameters as `:name`.
 */
import type { $ZodType, input, output } from 'zod/v4/core'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface Endpoint<
  P extends $ZodType | undefined = $ZodType | undefined,
  Q extends $ZodType | undefined = $ZodType | undefined,
  B extends $ZodType | undefined = $ZodType | undefined,
  R extends $ZodType = $ZodType,
> {
  method: Method
  path: string
  params?: P
  query?: Q
  body?: B
  response: R
}

/** Declares an endpoint; the identity, for its types. */
export const endpoint = <
  R extends $ZodType,
  P extends $ZodType | undefined = undefined,
  Q extends $ZodType | undefined = undefined,
  B extends $ZodType | undefined = undefined,
>(
  declaration: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> => declaration

/** What a parsed part is: its schema's output, or nothing where it has none. */
export type Parsed<S> = S extends $ZodType ? output<S> : undefined
/** What a client sends for a part: its schema's input. */
export type Sent<S> = S extends $ZodType ? input<S> : undefined

/** The schemas an endpoint was declared with (an optional property's type, without undefined). */
export type PartsOf<E> =
  E extends Endpoint<infer P, infer Q, infer B, infer R>
    ? { params: P; query: Q; body: B; response: R }
    : never

/** What an endpoint answers, as the page reads it (parsed by its response schema). */
export type ResponseOf<E extends Endpoint> = output<E['response']>
/** What a handler of the endpoint returns: the response schema's input (what is sent as JSON). */
export type ReplyOf<E extends Endpoint> = input<E['response']>

/** The path with its `:name` parameters filled in (encoded). */
export function fillPath(path: string, params: Record<string, string | number> | undefined) {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`${path} needs its "${name}" parameter`)
    return encodeURIComponent(String(value))
  })
}
