/** The chat app's endpoints (shared/contract/endpoint.ts): each declared once, here. */
import { endpoint } from '@/shared/contract/endpoint'
import {
  chatProfileSchema,
  chatsAndContactsSchema,
  getChatQuery,
  openChatSchema,
  sendMessageInput,
  sentMessageSchema,
  updateProfileInput,
} from './chat.schema'

const BASE = '/apps/chat'

export const chatEndpoints = {
  /** The product's contract has it; the page reads the profile from chats-and-contacts. */
  profileUser: endpoint({
    method: 'GET',
    path: `${BASE}/users/profile-user`,
    response: chatProfileSchema,
  }),
  chatsAndContacts: endpoint({
    method: 'GET',
    path: `${BASE}/chats-and-contacts`,
    response: chatsAndContactsSchema,
  }),
  /** The one GET that writes (the contract's exception): opening a chat marks it as seen. */
  getChat: endpoint({
    method: 'GET',
    path: `${BASE}/get-chat`,
    query: getChatQuery,
    response: openChatSchema,
  }),
  sendMessage: endpoint({
    method: 'POST',
    path: `${BASE}/send-msg`,
    body: sendMessageInput,
    response: sentMessageSchema,
  }),
  updateProfile: endpoint({
    method: 'POST',
    path: `${BASE}/update-profile`,
    body: updateProfileInput,
    response: chatProfileSchema,
  }),
}
