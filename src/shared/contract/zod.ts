/** Zod helpers shared by the contract's schemas: query values arrive as strings. */
import { z } from 'zod'
import { recordOf } from './one-of'

/** Query helpers: numbers arrive as strings and must be positive integers. */
export const positiveInt = z
  .string()
  .regex(/^\d+$/, 'Expected a positive integer')
  .transform(Number)
  .pipe(z.number().int().positive('Expected a positive integer'))

/**
 * The highest page a list answers. (page - 1) x perPage, perPage at most 1000, stays far below
 * 2^32 - 1, the largest offset IndexedDB takes (a larger one was a 500); a page past the last
 * row answers an empty page, one past this bound a 400.
 */
export const PAGE_MAX = 1_000_000

/** `page` in a list's query: a positive integer up to PAGE_MAX. */
export const pageParam = positiveInt.pipe(z.number().max(PAGE_MAX, `At most ${PAGE_MAX}`))

/** A query value that may be given once or repeated. */
export const manyOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item))

/** An id given as a JSON number or as a numeric string (`?id=3`). */
export const idInput = z.union([z.number().int().positive(), positiveInt])

/** An empty query value (`?role=`) means "not given", as a cleared filter sends it. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/**
 * For `.catchall()` on a query schema: a parameter it does not name is a 400 naming that
 * parameter (`.strict()` would name none).
 */
export const unknownParam = z.unknown().refine(() => false, 'Unknown parameter')

/**
 * A choice given as its value or as the `{ value, label }` option a read hands out (the blog
 * editor's categories): a client that reads a record and writes it back sends the option.
 */
const option = z.object({ value: z.unknown(), label: z.string().optional() })

export const optionValue = <T extends z.ZodType>(value: T) =>
  z.union([value, option.transform((o) => o.value).pipe(value)], {
    error: (issue) =>
      // The value's own message ("expected one of …"), not the union's "Invalid input".
      issue.code === 'invalid_union' ? issue.errors[0]?.[0]?.message : undefined,
  })

/**
 * For a strict write schema: fields its read hands out that the write takes back and ignores
 * (the record's owner, dates the server keeps). Declare them with `.extend(handedOut(keys))` and
 * drop them with `.transform(dropKeys(keys))`, so they never reach a stored row.
 */
export const handedOut = <const K extends string>(keys: readonly K[]) =>
  recordOf(keys, () => z.unknown().optional())

export const dropKeys =
  <const K extends string>(keys: readonly K[]) =>
  <T extends Partial<Record<K, unknown>>>(value: T): Omit<T, K> => {
    const rest = { ...value }
    for (const key of keys) Reflect.deleteProperty(rest, key)
    return rest
  }
