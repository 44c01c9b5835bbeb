import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import type {
  ChatProfile,
  ChatsAndContacts,
  OpenChat,
  SentMessage,
} from '@/features/chat/chat.schema'
import { chats } from './chat.table'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

const token = async () => (await signIn()).accessToken

const list = async (accessToken: string) => {
  const result = await call<ChatsAndContacts>('GET', '/apps/chat/chats-and-contacts', {
    token: accessToken,
  })
  expect(result.status).toBe(200)
  return result.body
}
const openChat = (accessToken: string | null, id: string) =>
  call<OpenChat & ErrorBody>('GET', '/apps/chat/get-chat', { token: accessToken, query: { id } })
const send = (accessToken: string | null, body: unknown) =>
  call<SentMessage & ErrorBody>('POST', '/apps/chat/send-msg', { token: accessToken, body })
const updateProfile = (accessToken: string | null, body: unknown) =>
  call<ChatProfile & ErrorBody>('POST', '/apps/chat/update-profile', { token: accessToken, body })

describe('GET /apps/chat/users/profile-user', () => {
  it('answers the signed-in chat profile', async () => {
    const result = await call<ChatProfile>('GET', '/apps/chat/users/profile-user', {
      token: await token(),
    })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ id: 11, fullName: 'John Doe', status: 'online' })
    expect(Object.keys(result.body).sort()).toEqual(
      ['about', 'avatar', 'fullName', 'id', 'role', 'settings', 'status'].sort(),
    )
  })

  it('answers 403 to a user who may not open the chat', async () => {
    const { accessToken } = await signIn('client@demo.com', 'client')
    for (const [method, path] of [
      ['GET', '/apps/chat/users/profile-user'],
      ['GET', '/apps/chat/chats-and-contacts'],
      ['GET', '/apps/chat/get-chat?id=1'],
      ['POST', '/apps/chat/send-msg'],
      ['POST', '/apps/chat/update-profile'],
    ] as const) {
      const result = await call<ErrorBody>(method, path, {
        token: accessToken,
        body: method === 'POST' ? { contactId: 1, message: 'Hi', status: 'busy' } : undefined,
      })
      expect(result.status, path).toBe(403)
    }
    expect((await chats().get(1))?.unseenMsgs).toBe(2)
    expect((await chats().get(1))?.messages).toHaveLength(5)
  })

  it('needs a bearer', async () => {
    const result = await call<ErrorBody>('GET', '/apps/chat/users/profile-user')
    expect(result.status).toBe(401)
    expect(result.body.error.code).toBe('unauthorized')
  })
})

describe('GET /apps/chat/chats-and-contacts', () => {
  it('lists the chats newest first, every contact, and the profile', async () => {
    const body = await list(await token())
    expect(body.chatsContacts.map((entry) => [entry.fullName, entry.chat.unseenMsgs])).toEqual([
      ['Lucía Fernández', 2],
      ['Mateo Herrera', 0],
      ['Valentina Cruz', 1],
      ['Diego Ramírez', 0],
      ['Sofía Castillo', 0],
    ])
    expect(body.chatsContacts[0]!.chat.lastMessage).toEqual({
      message: 'Payment goes out on Monday.',
      time: '2026-11-20T10:12:00.000Z',
      senderId: 1,
    })
    expect(body.contacts).toHaveLength(11)
    expect(body.profileUser.fullName).toBe('John Doe')
  })

  it('does not write', async () => {
    const accessToken = await token()
    const before = await chats().toArray()
    await list(accessToken)
    await call('GET', '/apps/chat/users/profile-user', { token: accessToken })
    expect(await chats().toArray()).toEqual(before)
  })

  it('needs a bearer', async () => {
    expect((await call('GET', '/apps/chat/chats-and-contacts')).status).toBe(401)
  })
})

describe('GET /apps/chat/get-chat', () => {
  it('answers the chat and its contact, and resets the unseen count for good', async () => {
    const accessToken = await token()
    const result = await openChat(accessToken, '1')
    expect(result.status).toBe(200)
    expect(result.body.contact.fullName).toBe('Lucía Fernández')
    expect(result.body.chat).toMatchObject({ id: 1, userId: 1, unseenMsgs: 0 })
    expect(result.body.chat!.messages).toHaveLength(5)
    expect((await chats().get(1))?.unseenMsgs).toBe(0)
    expect((await list(accessToken)).chatsContacts[0]!.chat.unseenMsgs).toBe(0)
  })

  it('answers a null chat for a contact without one', async () => {
    const result = await openChat(await token(), '12')
    expect(result.status).toBe(200)
    expect(result.body.chat).toBeNull()
    expect(result.body.contact.fullName).toBe('Tomás Navarro')
  })

  it('answers 404 for an unknown contact', async () => {
    const result = await openChat(await token(), '999')
    expect(result.status).toBe(404)
    expect(result.body.error.code).toBe('not_found')
  })

  it.each(['abc', '0', '-1', '1.5', ''])('answers 400 naming id for id=%j', async (id) => {
    const result = await openChat(await token(), id)
    expect(result.status).toBe(400)
    expect(result.body.error.fields).toHaveProperty('id')
  })

  it('needs a bearer and leaves the count alone without one', async () => {
    expect((await openChat(null, '1')).status).toBe(401)
    expect((await chats().get(1))?.unseenMsgs).toBe(2)
  })
})

describe('POST /apps/chat/send-msg', () => {
  it('appends to an existing chat and moves it to the top', async () => {
    const accessToken = await token()
    const result = await send(accessToken, { contactId: 4, message: 'Your renewal is done.' })
    expect(result.status).toBe(201)
    expect(result.body.newMessageData).toMatchObject({
      message: 'Your renewal is done.',
      senderId: 11,
    })
    expect(Number.isNaN(Date.parse(result.body.newMessageData.time))).toBe(false)
    expect(result.body.chat.messages).toHaveLength(4)
    const body = await list(accessToken)
    expect(body.chatsContacts[0]!.fullName).toBe('Diego Ramírez')
    expect(body.chatsContacts[0]!.chat.lastMessage.message).toBe('Your renewal is done.')
  })

  it('creates a chat for a contact without one, with the next id, first in the list', async () => {
    const accessToken = await token()
    const result = await send(accessToken, { contactId: '12', message: 'Hello Tomás' })
    expect(result.status).toBe(201)
    expect(result.body.chat).toMatchObject({ id: 6, userId: 12, unseenMsgs: 0 })
    const body = await list(accessToken)
    expect(body.chatsContacts).toHaveLength(6)
    expect(body.chatsContacts[0]!.id).toBe(12)
    expect((await openChat(accessToken, '12')).body.chat?.messages).toHaveLength(1)
  })

  it('answers 404 for an unknown contact and stores nothing', async () => {
    const accessToken = await token()
    const result = await send(accessToken, { contactId: 999, message: 'Hi' })
    expect(result.status).toBe(404)
    expect(await chats().count()).toBe(5)
  })

  it.each([
    ['an empty message', { contactId: 1, message: '' }, 'message'],
    ['a whitespace-only message', { contactId: 1, message: ' \n\t ' }, 'message'],
    ['a missing message', { contactId: 1 }, 'message'],
    ['a too long message', { contactId: 1, message: 'x'.repeat(4001) }, 'message'],
    ['a message that is not text', { contactId: 1, message: 42 }, 'message'],
    ['a bad contact id', { contactId: 'abc', message: 'Hi' }, 'contactId'],
    ['a missing contact id', { message: 'Hi' }, 'contactId'],
  ])('answers 400 for %s', async (_case, body, field) => {
    const accessToken = await token()
    const result = await send(accessToken, body)
    expect(result.status).toBe(400)
    expect(result.body.error.fields).toHaveProperty(field)
    expect((await chats().get(1))?.messages).toHaveLength(5)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const result = await call<ErrorBody>('POST', '/apps/chat/send-msg', {
      token: await token(),
      rawBody: 'message=hi',
    })
    expect(result.status).toBe(400)
  })

  it('needs a bearer', async () => {
    expect((await send(null, { contactId: 1, message: 'Hi' })).status).toBe(401)
    expect((await chats().get(1))?.messages).toHaveLength(5)
  })
})

describe('POST /apps/chat/update-profile', () => {
  it('changes the status, about and settings, and the change persists', async () => {
    const accessToken = await token()
    const result = await updateProfile(accessToken, {
      status: 'busy',
      about: 'In meetings all day.',
      settings: { isNotificationsOn: true },
    })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({
      status: 'busy',
      about: 'In meetings all day.',
      settings: { isNotificationsOn: true, isTwoStepAuthVerificationEnabled: true },
    })
    expect((await list(accessToken)).profileUser.status).toBe('busy')
  })

  it.each([
    ['an unknown status', { status: 'sleeping' }, 'status'],
    ['a setting that is not a boolean', { settings: { isNotificationsOn: 'yes' } }, 'settings'],
    ['an about that is not text', { about: 3 }, 'about'],
  ])('answers 400 for %s', async (_case, body, field) => {
    const result = await updateProfile(await token(), body)
    expect(result.status).toBe(400)
    expect(Object.keys(result.body.error.fields ?? {}).join()).toContain(field)
  })

  it('needs a bearer', async () => {
    expect((await updateProfile(null, { status: 'away' })).status).toBe(401)
  })
})
