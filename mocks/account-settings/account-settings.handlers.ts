/**
 * The account settings' data and its sections: `GET /account-setting/data` (the caller's),
 * `POST /account-setting/update { section, data }` (one section saved, the saved section
 * answered) and `POST /account-setting/deactivate`. Each write runs whole in the kernel's write
 * transaction, so the email and username checks are read where the account is written.
 */
import { now } from '@mocks/kernel/draws'
import { authUsers, sessions } from '@mocks/auth/auth.table'
import { badRequest } from '@mocks/kernel/errors'
import { at, type RoundTrip } from '@mocks/kernel/round-trip'
import { route } from '@mocks/kernel/route'
import { accountSettingsEndpoints as api } from '@/features/account-settings/account-settings.endpoints'
import {
  EMAIL_TAKEN,
  USERNAME_TAKEN,
  type Connections,
  type General,
} from '@/features/account-settings/account-settings.schema'
import { avatarSchema } from '@/features/account-settings/account-avatar.schema'
import { accountSettings } from './account-settings.table'
import { accountOf, accountView } from './account-settings.view'

const data = route(api.data, {
  handle: ({ session }) => accountView(session.userId),
})

/** Someone else's account with this email or username, case aside. */
const takenBy = (userId: number, general: General) =>
  Promise.all([
    authUsers()
      .where('email')
      .equalsIgnoreCase(general.email)
      .filter((u) => u.id !== userId)
      .first(),
    authUsers()
      .where('username')
      .equalsIgnoreCase(general.username)
      .filter((u) => u.id !== userId)
      .first(),
  ])

const section = (
  name: string,
  pick: RoundTrip['pick'],
  change: Record<string, unknown>,
): RoundTrip => ({
  read: api.data.path,
  pick,
  change,
  wrap: (data) => ({ section: name, data }),
})

const update = route(api.update, {
  // Each section as the read hands it out, changed in one field, saved back.
  roundTrip: [
    section('general', at('general'), { fullName: 'John Q. Doe' }),
    section('info', at('info'), { bio: 'Agency principal.' }),
    section('socialLinks', at('social', 'socialLinks'), { facebook: 'https://facebook.com/jd' }),
    section('notification', at('notification'), { blogDigest: true }),
    section('billingAddress', at('billing', 'address'), { zip: '28013' }),
  ],
  async handle({ body, session }) {
    const { userId } = session
    const { user, settings } = await accountOf(userId)
    switch (body.section) {
      case 'general': {
        const { company, ...account } = body.data
        const [byEmail, byUsername] = await takenBy(userId, body.data)
        if (byEmail || byUsername)
          throw badRequest(byEmail ? EMAIL_TAKEN : USERNAME_TAKEN, {
            ...(byEmail ? { 'data.email': EMAIL_TAKEN } : {}),
            ...(byUsername ? { 'data.username': USERNAME_TAKEN } : {}),
          })
        await authUsers().update(userId, (row) => Object.assign(row, account))
        await accountSettings().put({ ...settings, company })
        return body
      }
      case 'connections': {
        const { service, id } = body.data
        // The connected account shows the caller's own picture: nothing comes from outside.
        const profileImg = avatarSchema.safeParse(user.avatar).data ?? ''
        const connections: Connections = {
          ...settings.connections,
          [service]: id === null ? null : { profileImg, id },
        }
        await accountSettings().put({ ...settings, connections })
        return { section: body.section, data: connections }
      }
      case 'info':
        await accountSettings().put({ ...settings, info: body.data })
        return body
      case 'socialLinks':
        await accountSettings().put({ ...settings, socialLinks: body.data })
        return body
      case 'notification':
        await accountSettings().put({ ...settings, notification: body.data })
        return body
      case 'billingAddress':
        await accountSettings().put({ ...settings, billingAddress: body.data })
        return body
    }
  },
})

/**
 * Deactivation marks the account and ends every session it has (their refresh tokens stop
 * working); the next sign-in reactivates it (account-sign-ins.ts), so no one is locked out.
 */
const deactivate = route(api.deactivate, {
  async handle({ session }) {
    const { settings } = await accountOf(session.userId)
    const status = { deactivatedAt: now().toISOString(), reactivatedAt: null }
    await accountSettings().put({ ...settings, status })
    await sessions().where('userId').equals(session.userId).delete()
    return { status }
  },
})

export const accountSettingsRoutes = [data, update, deactivate]
