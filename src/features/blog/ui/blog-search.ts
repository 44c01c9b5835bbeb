import { z } from 'zod'
import { categoryValue } from '../blog.schema'

/**
 * The list's URL: the sidebar's search, a category, the page, and the editor's "Drafts" view. A
 * value that does not parse (an old or hand-edited URL) falls back to the default.
 */
export const blogSearchSchema = z.object({
  q: z
    .union([z.string(), z.number().transform(String)])
    .optional()
    .catch(undefined),
  category: categoryValue.optional().catch(undefined),
  page: z.coerce.number().int().positive().optional().catch(undefined),
  drafts: z.boolean().optional().catch(undefined),
})

export type BlogSearch = z.infer<typeof blogSearchSchema>

/** Anything but the page itself sends the list back to page 1; empty values leave the URL. */
export function nextBlogSearch(search: BlogSearch, patch: Partial<BlogSearch>): BlogSearch {
  const merged: BlogSearch = { ...search, ...patch }
  if (!('page' in patch)) delete merged.page
  if (merged.page === 1) delete merged.page
  if (!merged.q?.trim()) delete merged.q
  if (!merged.category) delete merged.category
  if (!merged.drafts) delete merged.drafts
  return merged
}
