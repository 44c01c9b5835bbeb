import { apiRequest } from '@/shared/api/client'
import {
  chatProfileSchema,
  chatsAndContactsSchema,
  openChatSchema,
  sentMessageSchema,
  type UpdateProfileInput,
} from '../chat.schema'

export const fetchChatsAndContacts = (signal?: AbortSignal) =>
  apiRequest('/apps/chat/chats-and-contacts', { schema: chatsAndContactsSchema, signal })

/** Opens a chat; the server marks its messages as seen. */
export const fetchChat = (contactId: number, signal?: AbortSignal) =>
  apiRequest('/apps/chat/get-chat', { query: { id: contactId }, schema: openChatSchema, signal })

export const sendMessage = (input: { contactId: number; message: string }) =>
  apiRequest('/apps/chat/send-msg', { method: 'POST', body: input, schema: sentMessageSchema })

export const updateProfile = (input: UpdateProfileInput) =>
  apiRequest('/apps/chat/update-profile', {
    method: 'POST',
    body: input,
    schema: chatProfileSchema,
  })
