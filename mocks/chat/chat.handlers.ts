import { now } from '@mocks/kernel/draws'
import { notFound } from '@mocks/kernel/errors'
import { withStatus } from '@mocks/kernel/reply'
import { route } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { nextId } from '@mocks/kernel/write'
import { chatEndpoints as api } from '@/features/chat/chat.endpoints'
import type { Chat, ChatProfile, SentMessage } from '@/features/chat/chat.schema'
import { chatContacts, chatProfile, chats, type ChatRow } from './chat.table'

const toChat = ({ lastMessageAt: _at, ...chat }: ChatRow): Chat => chat

async function profileOrThrow(): Promise<ChatProfile> {
  const profile = await chatProfile().toCollection().first()
  if (!profile) throw notFound('Chat profile')
  return profile
}

const contactOrThrow = (id: number) => getOrThrow(chatContacts(), id, 'Contact')

const profileUser = route(api.profileUser, {
  handle: profileOrThrow,
})

const chatsAndContacts = route(api.chatsAndContacts, {
  async handle() {
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

const getChat = route(api.getChat, {
  // The one GET that writes (the contract's exception): opening a chat marks it as seen.
  async handle({ query, write }) {
    const contact = await contactOrThrow(query.id)
    const chat = await write(async () => {
      const row = await chats().where('userId').equals(contact.id).first()
      if (row && row.unseenMsgs > 0) {
        await chats().update(row.id, (chat) => {
          chat.unseenMsgs = 0
        })
        row.unseenMsgs = 0
      }
      return row
    })
    return { chat: chat ? toChat(chat) : null, contact }
  },
})

const sendMessage = route(api.sendMessage, {
  async handle({ body }) {
    const [profile, contact] = await Promise.all([profileOrThrow(), contactOrThrow(body.contactId)])
    const newMessageData = {
      message: body.message,
      time: now().toISOString(),
      senderId: profile.id,
    }
    const existing = await chats().where('userId').equals(contact.id).first()
    const lastMessageAt = newMessageData.time
    const chat: ChatRow = existing
      ? { ...existing, messages: [...existing.messages, newMessageData], lastMessageAt }
      : {
          id: await nextId(chats()),
          userId: contact.id,
          unseenMsgs: 0,
          messages: [newMessageData],
          lastMessageAt,
        }
    await chats().put(chat)
    const sent: SentMessage = { newMessageData, chat: toChat(chat) }
    return withStatus(sent, 201)
  },
})

const updateProfile = route(api.updateProfile, {
  roundTrip: { read: '/apps/chat/users/profile-user', change: { about: 'Back on Monday.' } },
  async handle({ body }) {
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

export const chatRoutes = [profileUser, chatsAndContacts, getChat, sendMessage, updateProfile]
