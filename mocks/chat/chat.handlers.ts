import { db } from '@mocks/db/database'
import { notFound } from '@mocks/kernel/errors'
import { reply } from '@mocks/kernel/reply'
import { route } from '@mocks/kernel/route'
import {
  getChatQuery,
  sendMessageInput,
  updateProfileInput,
  type Chat,
  type ChatContact,
  type ChatProfile,
  type ChatsAndContacts,
  type OpenChat,
  type SentMessage,
} from '@/features/chat/chat.schema'
import { chatContacts, chatProfile, chats, type ChatRow } from './chat.table'

/** The chat is the admin's tool: callers need the ability its page asks for (403 otherwise). */
const canChat = ['read', 'Chat'] as const

const toChat = ({ lastMessageAt: _at, ...chat }: ChatRow): Chat => chat

async function profileOrThrow(): Promise<ChatProfile> {
  const profile = await chatProfile().toCollection().first()
  if (!profile) throw notFound('Chat profile')
  return profile
}

async function contactOrThrow(id: number): Promise<ChatContact> {
  const contact = await chatContacts().get(id)
  if (!contact) throw notFound('Contact')
  return contact
}

const profileUser = route({
  method: 'GET',
  path: '/apps/chat/users/profile-user',
  can: canChat,
  handle: profileOrThrow,
})

const chatsAndContacts = route({
  method: 'GET',
  path: '/apps/chat/chats-and-contacts',
  can: canChat,
  async handle(): Promise<ChatsAndContacts> {
    const [profile, contacts, newestFirst] = await Promise.all([
      profileOrThrow(),
      chatContacts().toArray(),
      chats().orderBy('lastMessageAt').reverse().toArray(),
    ])
    const byId = new Map(contacts.map((contact) => [contact.id, contact]))
    const chatsContacts = newestFirst.flatMap((chat) => {
      const contact = byId.get(chat.userId)
      const lastMessage = chat.messages[chat.messages.length - 1]
      if (!contact || !lastMessage) return []
      return [{ ...contact, chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage } }]
    })
    return { chatsContacts, contacts, profileUser: profile }
  },
})

const getChat = route({
  method: 'GET',
  path: '/apps/chat/get-chat',
  can: canChat,
  query: getChatQuery,
  // The one GET that writes: opening a chat marks its messages as seen.
  writes: ['chats'],
  async handle({ query }): Promise<OpenChat> {
    const contact = await contactOrThrow(query.id)
    const chat = await chats().where('userId').equals(contact.id).first()
    if (chat && chat.unseenMsgs > 0) {
      await chats().update(chat.id, { unseenMsgs: 0 })
      chat.unseenMsgs = 0
    }
    return { chat: chat ? toChat(chat) : null, contact }
  },
})

const sendMessage = route({
  method: 'POST',
  path: '/apps/chat/send-msg',
  can: canChat,
  body: sendMessageInput,
  writes: ['chats'],
  async handle({ body }) {
    const [profile, contact] = await Promise.all([profileOrThrow(), contactOrThrow(body.contactId)])
    const newMessageData = {
      message: body.message,
      time: new Date().toISOString(),
      senderId: profile.id,
    }
    const chat = await db.transaction('rw', chats(), async () => {
      const existing = await chats().where('userId').equals(contact.id).first()
      const lastId = Number((await chats().orderBy('id').lastKey()) ?? 0)
      const lastMessageAt = newMessageData.time
      const row: ChatRow = existing
        ? { ...existing, messages: [...existing.messages, newMessageData], lastMessageAt }
        : {
            id: lastId + 1,
            userId: contact.id,
            unseenMsgs: 0,
            messages: [newMessageData],
            lastMessageAt,
          }
      await chats().put(row)
      return row
    })
    const sent: SentMessage = { newMessageData, chat: toChat(chat) }
    return reply(sent, 201)
  },
})

const updateProfile = route({
  method: 'POST',
  path: '/apps/chat/update-profile',
  can: canChat,
  body: updateProfileInput,
  writes: ['chatProfile'],
  async handle({ body }): Promise<ChatProfile> {
    const profile = await profileOrThrow()
    const next: ChatProfile = {
      ...profile,
      ...(body.status ? { status: body.status } : {}),
      ...(body.about !== undefined ? { about: body.about } : {}),
      settings: { ...profile.settings, ...body.settings },
    }
    await chatProfile().put(next)
    return next
  },
})

export const chatHandlers = [profileUser, chatsAndContacts, getChat, sendMessage, updateProfile]
