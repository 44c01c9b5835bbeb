/**
 * The two demo accounts' settings, written by hand so tests can name them. The administrator has
 * a filled-in profile, two cards, six months of charges, a shared project, an app and two
 * referrals; the client a sparser account. Anyone else starts from `blankSettings`.
 */
import type { Seed } from '@mocks/db/seed'
import type {
  AccountSettingsRow,
  ChargeRow,
  CreatedAppRow,
  MemberRow,
  PaymentMethodRow,
  ReferralRow,
} from './account-settings.table'
import { blankSettings } from './account-settings.view'

const admin: AccountSettingsRow = {
  ...blankSettings(1, 'admin@demo.com'),
  company: 'Corredor Seguros',
  info: {
    bio: 'Agency principal. Twenty years placing home, motor and small-business cover.',
    dob: '1984-04-12',
    country: 'Spain',
    website: 'https://corredor.example.com',
    phone: '+34 612 345 678',
  },
  socialLinks: {
    twitter: 'https://twitter.com/johndoe',
    facebook: '',
    google: '',
    linkedIn: 'https://www.linkedin.com/in/johndoe',
    instagram: '',
    quora: '',
  },
  connections: {
    twitter: { profileImg: '/images/avatars/1.svg', id: '@johndoe' },
    google: { profileImg: '/images/avatars/1.svg', id: 'john.doe@gmail.com' },
    facebook: null,
    github: { profileImg: '/images/avatars/1.svg', id: 'johndoe' },
  },
  notification: {
    commentOnArticle: true,
    answerOnForm: true,
    followMe: false,
    newAnnouncements: true,
    productUpdates: true,
    blogDigest: false,
  },
  billingAddress: {
    companyName: 'Corredor Seguros S.L.',
    billingEmail: 'billing@corredor.example.com',
    taxId: 'B12345678',
    vatNumber: 'ESB12345678',
    phone: '+34 912 345 678',
    country: 'Spain',
    address: 'Calle de Alcalá 42, 3º',
    state: 'Madrid',
    zip: '28014',
  },
  passwordChangedAt: '2025-01-20T09:30:00.000Z',
}

const client: AccountSettingsRow = {
  ...blankSettings(2, 'client@demo.com'),
  company: 'Doe Bakery',
  info: { bio: '', dob: '', country: 'Mexico', website: '', phone: '' },
  connections: {
    twitter: null,
    google: { profileImg: '/images/avatars/2.svg', id: 'jane.doe@gmail.com' },
    facebook: null,
    github: null,
  },
}

const card = (
  id: number,
  userId: number,
  brand: PaymentMethodRow['brand'],
  last4: string,
  isDefault: boolean,
): PaymentMethodRow => ({
  id,
  userId,
  brand,
  last4,
  isDefault,
  addedAt: `2024-0${id}-10T10:00:00.000Z`,
})

export const seededCards: PaymentMethodRow[] = [
  card(1, 1, 'visa', '4242', true),
  card(2, 1, 'mastercard', '4444', false),
  card(3, 2, 'visa', '1881', true),
]

/** The `count` most recent 15ths of a month on or before `today` (the plan renews on the 15th), oldest first. */
export function renewalDays(today: Date, count: number): string[] {
  const days: string[] = []
  let year = today.getUTCFullYear()
  let month = today.getUTCMonth() - (today.getUTCDate() < 15 ? 1 : 0)
  for (let i = 0; i < count; i++, month--) {
    if (month < 0) {
      month += 12
      year -= 1
    }
    days.unshift(`${year}-${String(month + 1).padStart(2, '0')}-15`)
  }
  return days
}

/**
 * The administrator's Standard plan (the pricing seed's: monthly, renewing on the 15th): its last
 * six charges before the seed, the third refunded. Dated from the day of the seed, so the history
 * meets the plan's current period whenever the app is installed.
 */
export const seededCharges = (today = new Date()): ChargeRow[] =>
  renewalDays(today, 6).map((date, index) => ({
    id: index + 1,
    userId: 1,
    number: `INV-${date.slice(0, 4)}-${String(index + 1).padStart(4, '0')}`,
    date,
    description: 'Standard plan, monthly',
    amount: 4900,
    status: index === 2 ? 'refunded' : 'paid',
  }))

const member = (
  id: number,
  email: string,
  name: string,
  permission: MemberRow['permission'],
): MemberRow => ({
  id,
  userId: 1,
  email,
  name,
  permission,
  invitedAt: `2025-06-0${id}T09:00:00.000Z`,
})

export const seededMembers: MemberRow[] = [
  member(1, 'mariana.ortega@corredor.example.com', 'Mariana Ortega', 'editor'),
  member(2, 'javier.vega@corredor.example.com', 'Javier Vega', 'viewer'),
  member(3, 'elena.suarez@corredor.example.com', 'Elena Suárez', 'editor'),
]

export const seededApps: CreatedAppRow[] = [
  {
    id: 1,
    userId: 1,
    name: 'Claims Desk',
    category: 'crm',
    framework: 'react',
    database: 'firebase',
    plan: 'standard',
    billedTo: 'visa •••• 4242',
    createdAt: '2025-05-20T10:00:00.000Z',
  },
]

export const seededReferrals: ReferralRow[] = [
  {
    id: 1,
    userId: 1,
    email: 'pablo.navarro@example.com',
    status: 'joined',
    invitedAt: '2025-04-02T10:00:00.000Z',
  },
  {
    id: 2,
    userId: 1,
    email: 'lucia.fernandez@example.com',
    status: 'invited',
    invitedAt: '2025-06-18T10:00:00.000Z',
  },
]

export const accountSettingsSeeds: Seed[] = [
  { table: 'accountSettings', rows: () => [admin, client] },
  { table: 'paymentMethods', rows: () => seededCards },
  { table: 'billingHistory', rows: () => seededCharges() },
  { table: 'projectMembers', rows: () => seededMembers },
  { table: 'createdApps', rows: () => seededApps },
  { table: 'referrals', rows: () => seededReferrals },
]
