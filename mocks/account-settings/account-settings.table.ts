/**
 * The account settings' stores, each row the user's (`userId`). What the account itself holds
 * (name, username, email, picture) stays in `authUsers`; the password in `credentials`. The
 * two-step secrets have their own table, which an export leaves out like the password hashes.
 */
import { typedTable, type Owned, type TableSchemas } from '@mocks/db/database'
import type {
  AccountStatus,
  Connections,
  Info,
  Notification,
  SocialLinks,
} from '@/features/account-settings/account-settings.schema'
import type { Device, TwoStepState } from '@/features/account-settings/account-security.schema'
import type {
  BillingAddress,
  Charge,
  PaymentMethod,
} from '@/features/account-settings/account-billing.schema'
import type {
  CreatedApp,
  Member,
  Referral,
} from '@/features/account-settings/modal-examples.schema'

export interface AccountSettingsRow {
  userId: number
  company: string
  info: Info
  socialLinks: SocialLinks
  connections: Connections
  notification: Notification
  billingAddress: BillingAddress
  twoStep: TwoStepState
  passwordChangedAt: string | null
  status: AccountStatus
}

/** The authenticator secret in use, and one waiting for its first code (base32). */
export interface TwoStepSecretRow {
  userId: number
  secret: string | null
  pending: string | null
}

export type PaymentMethodRow = Owned<PaymentMethod>
export type ChargeRow = Owned<Charge>
export type SignInRow = Owned<Device>
export type MemberRow = Owned<Member>
export type CreatedAppRow = Owned<CreatedApp>
export type ReferralRow = Owned<Referral>

export const accountSettingsTables = {
  accountSettings: 'userId',
  twoStepSecrets: 'userId',
  paymentMethods: 'id, userId',
  billingHistory: 'id, userId',
  signIns: 'id, userId',
  projectMembers: 'id, userId',
  createdApps: 'id, userId',
  referrals: 'id, userId',
} satisfies TableSchemas

export const accountSettings = typedTable<AccountSettingsRow, number>('accountSettings')
export const twoStepSecrets = typedTable<TwoStepSecretRow, number>('twoStepSecrets')
export const paymentMethods = typedTable<PaymentMethodRow, number>('paymentMethods')
export const billingHistory = typedTable<ChargeRow, number>('billingHistory')
export const signIns = typedTable<SignInRow, number>('signIns')
export const projectMembers = typedTable<MemberRow, number>('projectMembers')
export const createdApps = typedTable<CreatedAppRow, number>('createdApps')
export const referrals = typedTable<ReferralRow, number>('referrals')
