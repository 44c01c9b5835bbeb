/** The chat contract: zod schemas shared by the handlers and the client. */
import { z } from 'zod'
import { idInput, positiveInt } from '@/shared/contract/zod'

export const MESSAGE_MAX = 4000
export const ABOUT_MAX = 500

export const chatStatuses = ['online', 'away', 'busy', 'offline'] as const
export const chatStatusSchema = z.enum(chatStatuses)

export const chatMessageSchema = z.object({
  message: z.string(),
  time: z.string(),
  senderId: z.number(),
})

export const chatContactSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string(),
  status: chatStatusSchema,
})

export const profileSettingsSchema = z.object({
  isTwoStepAuthVerificationEnabled: z.boolean(),
  isNotificationsOn: z.boolean(),
})

export const chatProfileSchema = chatContactSchema.extend({ settings: profileSettingsSchema })

export const chatSchema = z.object({
  id: z.number(),
  userId: z.number(),
  unseenMsgs: z.number(),
  messages: z.array(chatMessageSchema),
})

export const chatSummarySchema = z.object({
  id: z.number(),
  unseenMsgs: z.number(),
  lastMessage: chatMessageSchema,
})

export const contactWithChatSchema = chatContactSchema.extend({ chat: chatSummarySchema })

export const chatsAndContactsSchema = z.object({
  chatsContacts: z.array(contactWithChatSchema),
  contacts: z.array(chatContactSchema),
  profileUser: chatProfileSchema,
})

export const openChatSchema = z.object({ chat: chatSchema.nullable(), contact: chatContactSchema })

export const getChatQuery = z.object({ id: positiveInt })

export const sendMessageInput = z.object({
  contactId: idInput,
  message: z
    .string()
    .max(MESSAGE_MAX, `At most ${MESSAGE_MAX} characters`)
    .refine((text) => text.trim() !== '', 'The message cannot be empty'),
})

export const sentMessageSchema = z.object({ newMessageData: chatMessageSchema, chat: chatSchema })

export const updateProfileInput = z.object({
  status: chatStatusSchema.optional(),
  about: z.string().max(ABOUT_MAX, `At most ${ABOUT_MAX} characters`).optional(),
  settings: profileSettingsSchema.partial().optional(),
})

export type ChatStatus = z.infer<typeof chatStatusSchema>
export type ChatMessage = z.infer<typeof chatMessageSchema>
export type ChatContact = z.infer<typeof chatContactSchema>
export type ChatProfile = z.infer<typeof chatProfileSchema>
export type ProfileSettings = z.infer<typeof profileSettingsSchema>
export type Chat = z.infer<typeof chatSchema>
export type ContactWithChat = z.infer<typeof contactWithChatSchema>
export type ChatsAndContacts = z.infer<typeof chatsAndContactsSchema>
export type OpenChat = z.infer<typeof openChatSchema>
export type SentMessage = z.infer<typeof sentMessageSchema>
export type UpdateProfileInput = z.infer<typeof updateProfileInput>
