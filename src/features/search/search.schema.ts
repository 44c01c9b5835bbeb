import { z } from 'zod'
import { idInput } from '@/shared/contract/zod'

export const pageResultSchema = z.object({
  id: z.number(),
  target: z.string(),
  title: z.string(),
  icon: z.string(),
  link: z.string(),
  isBookmarked: z.boolean(),
})
export const fileResultSchema = z.object({
  title: z.string(),
  by: z.string(),
  size: z.string(),
  file: z.string(),
})
export const contactResultSchema = z.object({
  title: z.string(),
  email: z.string(),
  img: z.string(),
  date: z.string(),
})

const group = <T extends z.ZodType>(groupTitle: string, item: T) =>
  z.object({ groupTitle: z.literal(groupTitle), searchLimit: z.number(), data: z.array(item) })

export const mainSearchSchema = z.object({
  searchArr: z.tuple([
    group('Pages', pageResultSchema),
    group('Files', fileResultSchema),
    group('Contacts', contactResultSchema),
  ]),
})

export const bookmarksSchema = z.object({
  suggestions: z.array(pageResultSchema),
  bookmarks: z.array(pageResultSchema),
})

export const bookmarksQuerySchema = z.object({ q: z.string().optional() })
export const bookmarkToggleSchema = z.object({ id: idInput })
export const bookmarkToggledSchema = pageResultSchema

export type PageResult = z.infer<typeof pageResultSchema>
export type FileResult = z.infer<typeof fileResultSchema>
export type ContactResult = z.infer<typeof contactResultSchema>
export type MainSearch = z.infer<typeof mainSearchSchema>
export type Bookmarks = z.infer<typeof bookmarksSchema>

export const SEARCH_LIMIT = 4
