/**
 * The API names a bad field by its path in the request body (`event.title`, `data.title`,
 * `to.0`); a form names it by its own path. This puts each message on the form field that
 * holds it: the longest form path the API path starts with.
 */
import { isApiError } from './api-error'

export interface FieldErrorMapping {
  /** The form's field paths, e.g. `['title', 'extendedProps.location']`. */
  fields: readonly string[]
  /** The wrapper the request body puts around the form's values (`event.`, `data.`). */
  prefix?: string
  /** API paths that differ from the form's (`dueDate` → `day`). */
  rename?: Readonly<Record<string, string>>
}

const within = (path: string, field: string) => path === field || path.startsWith(`${field}.`)

/** The form field that shows an error at `path` (`to.0` shows on `to`); none if no field holds it. */
export function fieldFor(path: string, fields: readonly string[]): string | undefined {
  return fields.filter((field) => within(path, field)).sort((a, b) => b.length - a.length)[0]
}

/** Puts each message on its field; the first message for a field is the one kept. */
export function placeErrors<T>(
  errors: Iterable<readonly [string, T]>,
  fields: readonly string[],
): Record<string, T> {
  const placed: Record<string, T> = {}
  for (const [path, message] of errors) {
    const field = fieldFor(path, fields)
    if (field && !(field in placed)) placed[field] = message
  }
  return placed
}

export function fieldErrorsFrom(
  error: unknown,
  { fields, prefix = '', rename = {} }: FieldErrorMapping,
): Record<string, string> {
  if (!isApiError(error)) return {}
  const paths = Object.entries(error.fields).map(([apiPath, message]) => {
    const path = prefix && apiPath.startsWith(prefix) ? apiPath.slice(prefix.length) : apiPath
    const from = Object.keys(rename).find((candidate) => within(path, candidate))
    const renamed = from ? `${rename[from] ?? from}${path.slice(from.length)}` : path
    return [renamed, message] as const
  })
  return placeErrors(paths, fields)
}
