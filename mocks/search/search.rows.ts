import { z } from 'zod'
import { contactResultSchema, fileResultSchema } from '@/features/search/search.schema'

const id = z.number().int().positive()

export const searchRowSchemas = {
  bookmarks: z.object({ pageId: id, createdAt: z.string() }).strict(),
  searchFiles: fileResultSchema.extend({ id }).strict(),
  searchContacts: contactResultSchema.extend({ id }).strict(),
}
