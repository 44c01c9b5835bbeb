import { call } from '@/shared/api/call'
import { chatEndpoints as api } from '../chat.endpoints'
import type { UpdateProfileInput } from '../chat.schema'

export const fetchChatsAndContacts = (signal?: AbortSignal) =>
  call(api.chatsAndContacts, { signal })

/** Opens a chat; the server marks its messages as seen. */
export const fetchChat = (contactId: number, signal?: AbortSignal) =>
  call(api.getChat, { query: { id: contactId }, signal })

export const sendMessage = (body: { contactId: number; message: string }) =>
  call(api.sendMessage, { body })

export const updateProfile = (body: UpdateProfileInput) => call(api.updateProfile, { body })
