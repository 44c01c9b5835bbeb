import { z } from 'zod'
import { chatContactSchema, chatProfileSchema, chatSchema } from '@/features/chat/chat.schema'

const id = z.number().int().positive()

export const chatRowSchemas = {
  chatProfile: chatProfileSchema.extend({ id }).strict(),
  chatContacts: chatContactSchema.extend({ id }).strict(),
  chats: chatSchema.extend({ id, userId: id, lastMessageAt: z.string() }).strict(),
}
