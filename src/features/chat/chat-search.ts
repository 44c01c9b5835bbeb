import { z } from 'zod'

/** The URL holds the conversation open in the chat. */
export const chatSearchSchema = z.object({
  contact: z.coerce.number().int().positive().optional().catch(undefined),
})
export type ChatSearch = z.infer<typeof chatSearchSchema>

/** The search that opens a contact's conversation, or none. */
export const openContact = (id: number | undefined): ChatSearch =>
  id === undefined ? {} : { contact: id }
