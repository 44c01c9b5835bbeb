import { z } from 'zod'
import { Q_MAX, SLUG_MAX, SLUG_PATTERN } from '../faq.schema'

/** A search from the URL: text (a number typed alone arrives as one), at most what the API takes. */
const searchText = z
  .union([z.string(), z.number().transform(String)])
  .transform((text) => text.slice(0, Q_MAX))
  .optional()
  .catch(undefined)

/**
 * The FAQ's URL: the search and the category shown. A value that does not parse (an old or
 * hand-edited URL) falls back to the default.
 */
export const faqSearchSchema = z.object({
  q: searchText,
  category: z.string().max(SLUG_MAX).regex(SLUG_PATTERN).optional().catch(undefined),
})
export type FaqSearch = z.infer<typeof faqSearchSchema>

/** The knowledge base's URL: its search. */
export const kbSearchSchema = z.object({ q: searchText })
export type KbSearch = z.infer<typeof kbSearchSchema>

/** The URL after a change: empty values leave it, and a new search shows its first category. */
export function nextFaqSearch(search: FaqSearch, patch: Partial<FaqSearch>): FaqSearch {
  const merged: FaqSearch = { ...search, ...patch }
  if ('q' in patch && !('category' in patch)) delete merged.category
  if (!merged.q?.trim()) delete merged.q
  if (!merged.category) delete merged.category
  return merged
}

/** The category shown: the one the URL names when it is listed, else the first listed. */
export function shownCategory<T extends { slug: string }>(
  categories: readonly T[],
  wanted: string | undefined,
): T | undefined {
  return categories.find((category) => category.slug === wanted) ?? categories[0]
}

/** The words of a search, to mark them in what it found. */
export const searchWords = (q: string): string[] => q.split(/\s+/).filter(Boolean)

/** Whether a slug from an address can name anything at all (else: not found, without asking). */
export const isSlug = (value: string) => value.length <= SLUG_MAX && SLUG_PATTERN.test(value)

/** A phone number as a `tel:` address wants it: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
