import { safeParse, type $ZodError, type $ZodType, type output } from 'zod/v4/core'
import { badRequest, type FieldErrors } from './errors'

export type QueryInput = Record<string, string | string[]>

/** Query params as an object: a repeated key or a `key[]` key becomes an array. */
export function queryObject(url: URL): QueryInput {
  const out: QueryInput = {}
  for (const [rawKey, value] of url.searchParams) {
    const isArray = rawKey.endsWith('[]')
    const key = isArray ? rawKey.slice(0, -2) : rawKey
    const prev = out[key]
    if (prev === undefined) out[key] = isArray ? [value] : value
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value]
  }
  return out
}

function fieldErrors(error: $ZodError, prefix?: string): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const path = [...(prefix ? [prefix] : []), ...issue.path.map(String)]
    const key = path.length ? path.join('.') : 'body'
    fields[key] ??= issue.message
  }
  return fields
}

/** Validates input with a zod schema; failure is a 400 naming every bad field. */
export function parseWith<S extends $ZodType>(
  schema: S,
  input: unknown,
  prefix?: string,
): output<S> {
  const result = safeParse(schema, input)
  if (result.success) return result.data
  const fields = fieldErrors(result.error, prefix)
  const [first] = Object.entries(fields)
  const message = first ? `Invalid ${first[0]}: ${first[1]}` : 'Invalid input'
  throw badRequest(message, fields)
}

/** Reads a JSON body; an empty body is `undefined`, anything that is not JSON a 400. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.trim() === '') return undefined
  try {
    const body: unknown = JSON.parse(text)
    return body
  } catch {
    throw badRequest('The request body is not valid JSON', { body: 'Expected a JSON document' })
  }
}

export { idInput, manyOf, positiveInt } from '@/shared/contract/zod'
