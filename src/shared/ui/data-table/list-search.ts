/**
 * A list's state in the URL: search text, page, page size and order. A route extends
 * `listSearchSchema` with its own filters (`listSearchSchema.extend({ status: ... })`); a value
 * that does not parse falls back to the default rather than failing the route.
 */
import { z } from 'zod'
import { isOneOf } from '@/shared/contract/one-of'

export const PAGE_SIZES = [10, 25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 10

export const listSearchSchema = z.object({
  // The router reads `?q=2565` as a number: a search for digits is still a search.
  q: z
    .union([z.string(), z.number().transform(String)])
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().positive().optional().catch(undefined),
  perPage: z.coerce
    .number()
    .int()
    .refine((size): boolean => isOneOf(PAGE_SIZES, size))
    .optional()
    .catch(undefined),
  sort: z.enum(['asc', 'desc']).optional().catch(undefined),
  sortColumn: z.string().optional().catch(undefined),
})

export type ListSearch = z.infer<typeof listSearchSchema>
export type SortDirection = 'asc' | 'desc'

export interface ListSort {
  column: string
  direction: SortDirection
}

/** What a list endpoint takes: every field set, the defaults filled in. */
export interface ListPage {
  q: string
  page: number
  perPage: number
  sort: SortDirection
  sortColumn: string
}

export function listPage(search: ListSearch, defaultSort: ListSort): ListPage {
  return {
    q: search.q?.trim() ?? '',
    page: search.page ?? 1,
    perPage: search.perPage ?? DEFAULT_PAGE_SIZE,
    sort: search.sort ?? defaultSort.direction,
    sortColumn: search.sortColumn ?? defaultSort.column,
  }
}

/**
 * The next search after a change: anything but the page itself sends the list back to page 1,
 * and values equal to the defaults leave the URL.
 */
export function nextSearch<S extends ListSearch>(
  search: S,
  patch: Partial<S> | Partial<ListSearch>,
): S {
  const merged: S = { ...search, ...patch }
  if (!('page' in patch) || merged.page === 1) merged.page = undefined
  if (merged.perPage === DEFAULT_PAGE_SIZE) merged.perPage = undefined
  if (merged.q?.trim() === '') merged.q = undefined
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined) Reflect.deleteProperty(merged, key)
  }
  return merged
}
