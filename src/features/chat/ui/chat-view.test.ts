import { describe, expect, it } from 'vitest'
import type { ChatContact, ChatsAndContacts } from '../chat.schema'
import { chatLists, chatTime, groupMessages } from './chat-view'

const person = (id: number, fullName: string, role = 'Underwriter'): ChatContact => ({
  id,
  fullName,
  role,
  about: '',
  avatar: '',
  status: 'online',
})
const lastMessage = { message: 'Hi', time: '2026-11-20T10:00:00.000Z', senderId: 1 }

const data: ChatsAndContacts = {
  chatsContacts: [{ ...person(2, 'Mateo Herrera'), chat: { id: 1, unseenMsgs: 0, lastMessage } }],
  contacts: [person(1, 'Lucía Fernández', 'Claims adjuster'), person(2, 'Mateo Herrera')],
  profileUser: {
    ...person(11, 'John Doe'),
    settings: { isNotificationsOn: true, isTwoStepAuthVerificationEnabled: false },
  },
}

describe('chatLists', () => {
  it('keeps contacts that have a chat out of the contacts list', () => {
    const lists = chatLists(data, '')
    expect(lists.chats.map((entry) => entry.id)).toEqual([2])
    expect(lists.contacts.map((entry) => entry.id)).toEqual([1])
  })

  it('filters both lists by name or role, case-insensitively', () => {
    expect(chatLists(data, ' LUC ').contacts).toHaveLength(1)
    expect(chatLists(data, 'luc').chats).toHaveLength(0)
    expect(chatLists(data, 'claims').contacts).toHaveLength(1)
  })
})

describe('groupMessages', () => {
  it('groups consecutive messages by sender', () => {
    const at = (senderId: number) => ({ ...lastMessage, senderId })
    const groups = groupMessages([at(1), at(1), at(11), at(1)])
    expect(groups.map((group) => [group.senderId, group.messages.length])).toEqual([
      [1, 2],
      [11, 1],
      [1, 1],
    ])
    expect(groupMessages([])).toEqual([])
  })
})

describe('chatTime', () => {
  it('shows the time for today and the day otherwise', () => {
    const now = new Date('2026-11-20T12:00:00.000Z')
    expect(chatTime('2026-11-20T10:00:00.000Z', 'en', false, now)).toMatch(/\d{2}:\d{2}/)
    expect(chatTime('2026-11-15T10:00:00.000Z', 'en', false, now)).toBe('Nov 15')
  })
})
