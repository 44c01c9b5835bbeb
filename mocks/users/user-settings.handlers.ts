/** The user page's own settings (security, notifications, billing address, connections). */
import { now } from '@mocks/kernel/draws'
import { route } from '@mocks/kernel/route'
import { getOrThrow } from '@mocks/kernel/rows'
import { NOTIFICATION_EVENTS, type UserSettings } from '@/features/users/user-settings.schema'
import { usersEndpoints as api } from '@/features/users/users.endpoints'
import { MANAGE_ALL } from '@/features/users/users.manifest'
import { userSettings, users, type UserRow } from './users.table'

/** What a user has until their settings are first saved: derived from the record, not stored. */
export function defaultSettings(user: UserRow): UserSettings {
  return {
    userId: user.id,
    twoStep: { enabled: false, phone: '' },
    notifications: NOTIFICATION_EVENTS.map((event, index) => ({
      event,
      email: true,
      browser: index !== 1,
      app: index === 0,
    })),
    billingAddress: {
      companyName: user.company,
      billingEmail: user.email,
      taxId: '',
      vatNumber: '',
      address: '',
      contact: user.contact,
      country: user.country,
      zip: '',
    },
    connections: [
      { id: 'google', connected: true },
      { id: 'slack', connected: false },
      { id: 'github', connected: false },
      { id: 'mailchimp', connected: true },
      { id: 'asana', connected: false },
    ],
    passwordChangedAt: null,
  }
}

/** The stored settings, else the defaults; a 404 for an unknown user. Dexie's promise throughout. */
const settingsOf = (id: number) =>
  getOrThrow(users(), id, 'User').then((user) =>
    userSettings()
      .get(user.id)
      .then((stored) => stored ?? defaultSettings(user)),
  )

const read = route(api.settings, {
  handle: ({ query }) => settingsOf(query.id),
})

const update = route(api.updateSettings, {
  access: MANAGE_ALL,
  roundTrip: {
    read: '/api/users/settings',
    query: { id: '2' },
    change: { twoStep: { enabled: true, phone: '+34 617 237 453' } },
    wrap: (settings) => ({ id: 2, settings }),
  },
  async handle({ body }) {
    const current = await settingsOf(body.id)
    const changes = Object.fromEntries(
      Object.entries(body.settings).filter(([, value]) => value !== undefined),
    )
    const settings: UserSettings = { ...current, ...changes, userId: current.userId }
    await userSettings().put(settings)
    return settings
  },
})

const changePassword = route(api.changePassword, {
  access: MANAGE_ALL,
  async handle({ body }) {
    const current = await settingsOf(body.id)
    const settings = { ...current, passwordChangedAt: now().toISOString() }
    await userSettings().put(settings)
    return settings
  },
})

export const userSettingsRoutes = [read, update, changePassword]
