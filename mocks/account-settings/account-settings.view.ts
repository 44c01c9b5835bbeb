/**
 * What `GET /account-setting/data` answers, from the user's rows, and the settings of an
 * account that has none yet (a GET never writes: the first save stores them).
 */
import { authUsers, type AuthUserRow } from '@mocks/auth/auth.table'
import { notFound } from '@mocks/kernel/errors'
import type { AccountData } from '@/features/account-settings/account-settings.schema'
import { DEVICES_KEPT } from '@/features/account-settings/account-security.schema'
import {
  accountSettings,
  billingHistory,
  paymentMethods,
  signIns,
  type AccountSettingsRow,
  type PaymentMethodRow,
} from './account-settings.table'

export const blankSettings = (userId: number, email: string): AccountSettingsRow => ({
  userId,
  company: '',
  info: { bio: '', dob: '', country: '', website: '', phone: '' },
  socialLinks: { twitter: '', facebook: '', google: '', linkedIn: '', instagram: '', quora: '' },
  connections: { twitter: null, google: null, facebook: null, github: null },
  notification: {
    commentOnArticle: true,
    answerOnForm: true,
    followMe: true,
    newAnnouncements: true,
    productUpdates: true,
    blogDigest: false,
  },
  billingAddress: {
    companyName: '',
    billingEmail: email,
    taxId: '',
    vatNumber: '',
    phone: '',
    country: '',
    address: '',
    state: '',
    zip: '',
  },
  twoStep: { enabled: false, enabledAt: null },
  passwordChangedAt: null,
  status: { deactivatedAt: null, reactivatedAt: null },
})

/**
 * The caller's account and settings (blank ones when none are stored). Not `async`: it answers
 * Dexie's own promises, which keep a write transaction's zone (see kernel/write.ts).
 */
export const accountOf = (
  userId: number,
): Promise<{ user: AuthUserRow; settings: AccountSettingsRow }> =>
  Promise.all([authUsers().get(userId), accountSettings().get(userId)]).then(([user, row]) => {
    if (!user) throw notFound('Account')
    return { user, settings: row ?? blankSettings(userId, user.email) }
  })

const withoutOwner = <T extends { userId: number }>({ userId: _owner, ...rest }: T) => rest

/** The default card first, then in the order they were added. */
export const sortCards = (cards: PaymentMethodRow[]) =>
  [...cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id)

export const cardsOf = (userId: number) =>
  paymentMethods()
    .where('userId')
    .equals(userId)
    .toArray()
    .then((cards) => sortCards(cards).map(withoutOwner))

const newestFirst =
  <T extends { id: number }>(key: (row: T) => string) =>
  (a: T, b: T) =>
    key(b).localeCompare(key(a)) || b.id - a.id

export async function accountView(userId: number): Promise<AccountData> {
  const [{ user, settings }, cards, charges, devices] = await Promise.all([
    accountOf(userId),
    cardsOf(userId),
    billingHistory().where('userId').equals(userId).toArray(),
    signIns().where('userId').equals(userId).toArray(),
  ])
  return {
    general: {
      avatar: user.avatar,
      username: user.username,
      fullName: user.fullName,
      email: user.email,
      company: settings.company,
    },
    info: settings.info,
    social: { socialLinks: settings.socialLinks, connections: settings.connections },
    notification: settings.notification,
    security: {
      passwordChangedAt: settings.passwordChangedAt,
      twoStep: settings.twoStep,
      devices: devices
        .sort(newestFirst((row) => row.at))
        .slice(0, DEVICES_KEPT)
        .map(withoutOwner),
    },
    billing: {
      address: settings.billingAddress,
      paymentMethods: cards,
      history: charges.sort(newestFirst((row) => row.date)).map(withoutOwner),
    },
    status: settings.status,
  }
}
