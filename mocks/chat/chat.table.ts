import { typedTable, type TableSchemas } from '@mocks/db/database'
import type { Chat, ChatContact, ChatProfile } from '@/features/chat/chat.schema'

/** A stored chat carries the time of its last message, indexed to list the newest first. */
export type ChatRow = Chat & { lastMessageAt: string }

export const chatTables = {
  chatProfile: 'id',
  chatContacts: 'id',
  chats: 'id, userId, lastMessageAt',
} satisfies TableSchemas

export const chatProfile = typedTable<ChatProfile, number>('chatProfile')
export const chatContacts = typedTable<ChatContact, number>('chatContacts')
export const chats = typedTable<ChatRow, number>('chats')
