/** Pure view helpers: list filtering, message grouping and time labels. */
import type { ChatContact, ChatMessage, ChatsAndContacts, ContactWithChat } from '../chat.schema'

export interface ChatLists {
  chats: ContactWithChat[]
  contacts: ChatContact[]
}

const matches = (contact: ChatContact, needle: string) =>
  contact.fullName.toLowerCase().includes(needle) || contact.role.toLowerCase().includes(needle)

/** Chats as the server orders them, then the contacts without a chat; both filtered by name. */
export function chatLists(data: ChatsAndContacts, query: string): ChatLists {
  const needle = query.trim().toLowerCase()
  const withChat = new Set(data.chatsContacts.map((entry) => entry.id))
  return {
    chats: data.chatsContacts.filter((entry) => matches(entry, needle)),
    contacts: data.contacts.filter((entry) => !withChat.has(entry.id) && matches(entry, needle)),
  }
}

export interface MessageGroup {
  senderId: number
  messages: ChatMessage[]
}

/** Consecutive messages of one sender form one group. */
export function groupMessages(messages: readonly ChatMessage[]): MessageGroup[] {
  const groups: MessageGroup[] = []
  for (const message of messages) {
    const last = groups[groups.length - 1]
    if (last && last.senderId === message.senderId) last.messages.push(message)
    else groups.push({ senderId: message.senderId, messages: [message] })
  }
  return groups
}

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString()

/** A time today reads "10:12"; an older one "Nov 18" (with the time when `withTime`). */
export function chatTime(iso: string, language: string, withTime = false, now = new Date()) {
  const date = new Date(iso)
  const time = date.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' })
  if (sameDay(date, now)) return time
  const day = date.toLocaleDateString(language, { month: 'short', day: 'numeric' })
  return withTime ? `${day}, ${time}` : day
}
