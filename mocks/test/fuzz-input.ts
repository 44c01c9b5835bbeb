/**
 * What the fuzz test (mocks/fuzz.test.ts) builds its requests from: a valid-ish sample of a
 * route's query and body, made from their zod schemas (through `z.toJSONSchema`), the values that
 * break handlers (huge, negative, not numbers, lone surrogates, deep nesting), and a fingerprint of
 * the database to prove a refused request changed no row.
 */
import { z } from 'zod'
import type { $ZodType } from 'zod/v4/core'
import { db } from '@mocks/db/database'

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  minLength?: number
  minimum?: number
  minItems?: number
  pattern?: string
  additionalProperties?: boolean | JsonSchema
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The route's schema as JSON Schema (its input side), or null when zod cannot say. */
export function jsonSchemaOf(schema: $ZodType | undefined): JsonSchema | null {
  if (!schema) return null
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  } catch {
    return null
  }
}

const formats: Record<string, string> = {
  email: 'someone@example.com',
  'date-time': '2026-11-20T10:00:00.000Z',
  date: '2026-11-20',
  uri: 'https://example.com',
}

/**
 * A plausible value for a schema: its required fields only, the first option, the shortest
 * string, 1 for numbers (and for digit strings). Often valid, sometimes not: the fuzz test asks
 * only "never a 5xx" of what it makes from it.
 */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): Json {
  if (!schema || depth > 6) return null
  if (schema.const !== undefined) return schema.const as Json
  if (schema.enum?.length) return schema.enum[0] as Json
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0]
  if (branch) return sampleOf(branch, depth + 1)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, prop]) => [key, sampleOf(prop, depth + 1)]),
      )
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleOf(schema.items, depth + 1),
      )
    case 'string':
      if (schema.pattern === '^\\d+$') return '1'
      return (schema.format && formats[schema.format]) || 'x'.repeat(schema.minLength ?? 1)
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1)
    case 'boolean':
      return true
    default:
      return null
  }
}

/** The query parameters the schema requires, each with a plausible string value. */
export function sampleQuery(schema: JsonSchema | null): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, prop] of Object.entries(schema?.properties ?? {})) {
    if (!schema?.required?.includes(key)) continue
    const value = sampleOf(prop)
    out[key] = typeof value === 'string' ? value : '1'
  }
  return out
}

/** Values a handler may not expect where anything else goes. */
export const weirdValues: Json[] = [
  1e308,
  -0,
  -1,
  0,
  1.5,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 31),
  'NaN',
  'Infinity',
  '1e400',
  '',
  ' ',
  '\uD800',
  '\uDFFFx\uD800',
  'x'.repeat(100_000),
  '<script>alert(1)</script>',
  null,
  true,
  [],
  {},
  [1, 'a', null],
  { value: 'x' },
]

/** Query values that are no page, id or number a list takes. */
export const weirdQueryValues = [
  '-1',
  '0',
  '1.5',
  '1e12',
  '4294967296',
  '1000000000000',
  '9007199254740993',
  '99999999999999999999999999',
  'NaN',
  'Infinity',
  'abc',
  '',
  '\uD800',
  'x'.repeat(5000),
  '__proto__',
]

/** Path ids that are no record's id. */
export const badIds = ['0', '-1', '1.5', 'abc', 'NaN', 'Infinity', '1e400', '4294967296', '%00']

/** `depth` arrays (or objects) inside each other, as JSON text: past any recursion's comfort. */
export const deepJson = (depth: number, kind: 'array' | 'object') =>
  kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

/** A JSON object's text with one more key put first, however odd (`__proto__`, `constructor`). */
export const withKey = (text: string, key: string, value: Json) =>
  text.startsWith('{') && text !== '{}'
    ? `{${JSON.stringify(key)}:${JSON.stringify(value)},${text.slice(1)}`
    : `{${JSON.stringify(key)}:${JSON.stringify(value)}}`

/** The paths of a body's fields, one level into an object it wraps (`['task', 'title']`). */
export function fieldPaths(schema: JsonSchema | null): string[][] {
  return Object.entries(schema?.properties ?? {}).flatMap(([key, prop]) => [
    [key],
    ...Object.keys(prop.properties ?? {}).map((inner) => [key, inner]),
  ])
}

/** A copy of `sample` with the field at `path` set to `value` (or removed when undefined). */
export function setAt(sample: Json, path: string[], value: Json | undefined): Json {
  const [head, ...rest] = path
  if (!isObject(sample) || head === undefined) return value ?? null
  const next = rest.length ? setAt(sample[head] ?? {}, rest, value) : value
  const others = Object.entries(sample).filter(([key]) => key !== head)
  return Object.fromEntries(next === undefined ? others : [...others, [head, next]])
}

/** FNV-1a over a string: cheap, and enough to see that a table changed. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** Every table's row count and a hash of its rows: equal before and after means nothing changed. */
export async function fingerprint(): Promise<Record<string, string>> {
  const entries = await Promise.all(
    db.tables.map(async (table) => {
      const rows = await table.toArray()
      return [table.name, `${rows.length}:${hash(JSON.stringify(rows))}`] as const
    }),
  )
  return Object.fromEntries(entries)
}
