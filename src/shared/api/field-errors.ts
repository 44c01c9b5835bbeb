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

export function fieldErrorsFrom(
  error: unknown,
  { fields, prefix = '', rename = {} }: FieldErrorMapping,
): Record<string, string> {
  if (!isApiError(error)) return {}
  const errors: Record<string, string> = {}
  for (const [apiPath, message] of Object.entries(error.fields)) {
    const unwrapped = prefix && apiPath.startsWith(prefix) ? apiPath.slice(prefix.length) : apiPath
    const renamedFrom = Object.keys(rename).find((from) => within(unwrapped, from))
    const path = renamedFrom ? (rename[renamedFrom] ?? unwrapped) : unwrapped
    const field = fields
      .filter((candidate) => within(path, candidate))
      .sort((a, b) => b.length - a.length)[0]
    // The first message for a field is the one shown: lists report each bad item.
    if (field && !(field in errors)) errors[field] = message
  }
  return errors
}
