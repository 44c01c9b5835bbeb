import { z } from 'zod'
import { emailFilterSchema, emailLabelSchema } from '../email.schema'

/** The URL holds the search text and the open mail. */
export const emailSearchSchema = z.object({
  q: z.string().optional().catch(undefined),
  mail: z.coerce.number().int().positive().optional().catch(undefined),
})
export type EmailSearch = z.infer<typeof emailSearchSchema>

export const parseFolder = (value: string) => {
  const parsed = emailFilterSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}
export const parseLabel = (value: string) => {
  const parsed = emailLabelSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

/** Typing a search replaces the history entry; opening or closing a mail adds one. */
export const searchNavigation = (current: EmailSearch, next: EmailSearch) => ({
  search: next,
  replace: next.mail === current.mail,
})
