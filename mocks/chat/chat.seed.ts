/** Hand-written chat data around a fixed date (2026-11-20), so tests can name every row. */
import type { Seed } from '@mocks/db/seed'
import type { ChatContact, ChatMessage, ChatProfile } from '@/features/chat/chat.schema'
import type { ChatRow } from './chat.table'

export const PROFILE_ID = 11

const profile: ChatProfile = {
  id: PROFILE_ID,
  avatar: '/images/avatars/1.svg',
  fullName: 'John Doe',
  role: 'Agency administrator',
  about: 'Runs the agency desk: renewals, claims follow-up and the team rota.',
  status: 'online',
  settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
}

const contact = (
  id: number,
  fullName: string,
  role: string,
  status: ChatContact['status'],
  about: string,
): ChatContact => ({
  id,
  fullName,
  role,
  about,
  status,
  avatar: `/images/avatars/${Math.min(id + 1, 12)}.svg`,
})

const contacts: ChatContact[] = [
  contact(1, 'Lucía Fernández', 'Claims adjuster', 'online', 'Motor and home claims, Madrid.'),
  contact(2, 'Mateo Herrera', 'Client – fleet policy', 'away', 'Runs a 14-van delivery fleet.'),
  contact(3, 'Valentina Cruz', 'Underwriter', 'busy', 'Commercial property and liability.'),
  contact(4, 'Diego Ramírez', 'Client – auto policy', 'offline', 'Renews every March.'),
  contact(5, 'Sofía Castillo', 'Life & health broker', 'online', 'Family and group cover.'),
  contact(6, 'Andrés Molina', 'Client – travel insurance', 'offline', 'Travels for work.'),
  contact(7, 'Camila Rojas', 'Marketing assistant', 'away', 'Campaigns and the newsletter.'),
  contact(8, 'Javier Vega', 'Client – home policy', 'online', 'Flat in Valencia, since 2021.'),
  contact(9, 'Elena Suárez', 'Loss assessor', 'busy', 'Independent, on the agency panel.'),
  contact(10, 'Mariana Ortega', 'Client – auto policy', 'online', 'Second car added in 2026.'),
  contact(12, 'Tomás Navarro', 'Compliance officer', 'offline', 'Audits and data protection.'),
]

const me = (message: string, time: string): ChatMessage => ({
  message,
  time,
  senderId: PROFILE_ID,
})
const them =
  (senderId: number) =>
  (message: string, time: string): ChatMessage => ({ message, time, senderId })

const lucia = them(1)
const mateo = them(2)
const valentina = them(3)
const diego = them(4)
const sofia = them(5)

const chat = (id: number, userId: number, unseenMsgs: number, messages: ChatMessage[]) => ({
  id,
  userId,
  unseenMsgs,
  messages,
  lastMessageAt: messages[messages.length - 1]!.time,
})

const chatRows: ChatRow[] = [
  chat(1, 1, 2, [
    me('Morning Lucía, any news on the Ortega windscreen claim?', '2026-11-20T09:02:00.000Z'),
    lucia('Morning! The garage sent the invoice yesterday.', '2026-11-20T09:30:00.000Z'),
    me('Great, can we settle it this week?', '2026-11-20T09:31:00.000Z'),
    lucia('Yes, I approved it a minute ago.', '2026-11-20T10:10:00.000Z'),
    lucia('Payment goes out on Monday.', '2026-11-20T10:12:00.000Z'),
  ]),
  chat(2, 2, 0, [
    mateo('Hi John, two new vans arrive next week.', '2026-11-20T08:15:00.000Z'),
    mateo('Can you add them to the fleet policy?', '2026-11-20T08:16:00.000Z'),
    me('Of course. Send me the plates and the VINs.', '2026-11-20T08:40:00.000Z'),
  ]),
  chat(3, 3, 1, [
    me('Valentina, the Vega warehouse quote is ready for review.', '2026-11-19T15:20:00.000Z'),
    valentina('I need the sprinkler certificate before I sign off.', '2026-11-19T16:05:00.000Z'),
  ]),
  chat(4, 4, 0, [
    diego('Is roadside assistance included in my renewal?', '2026-11-18T11:00:00.000Z'),
    me('It is, with unlimited call-outs in Spain.', '2026-11-18T11:25:00.000Z'),
    diego('Perfect, thanks!', '2026-11-18T11:27:00.000Z'),
  ]),
  chat(5, 5, 0, [
    sofia('The Castillo family wants to raise their life cover.', '2026-11-15T13:45:00.000Z'),
    me('Let us book a call with them on Tuesday.', '2026-11-15T14:02:00.000Z'),
  ]),
]

export const chatSeeds: Seed[] = [
  { table: 'chatProfile', rows: () => [profile] },
  { table: 'chatContacts', rows: () => contacts },
  { table: 'chats', rows: () => chatRows },
]
