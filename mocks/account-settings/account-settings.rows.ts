/**
 * What an export carries of the account settings, and what an import must pass: the stored
 * shapes, strict. The two-step secrets stay out, like the password hashes.
 */
import { z } from 'zod'
import {
  accountStatusSchema,
  connectionsSchema,
  infoSchema,
  notificationSchema,
  socialLinksSchema,
} from '@/features/account-settings/account-settings.schema'
import {
  deviceSchema,
  twoStepStateSchema,
} from '@/features/account-settings/account-security.schema'
import {
  billingAddressSchema,
  chargeSchema,
  paymentMethodSchema,
} from '@/features/account-settings/account-billing.schema'
import {
  createdAppSchema,
  memberSchema,
  referralSchema,
} from '@/features/account-settings/modal-examples.schema'

const owner = { userId: z.number().int().positive() }

export const accountSettingsRowSchemas = {
  accountSettings: z
    .object({
      ...owner,
      company: z.string().max(120),
      info: infoSchema,
      socialLinks: socialLinksSchema,
      connections: connectionsSchema,
      notification: notificationSchema,
      billingAddress: billingAddressSchema,
      twoStep: twoStepStateSchema,
      passwordChangedAt: z.iso.datetime({ offset: true }).nullable(),
      status: accountStatusSchema,
    })
    .strict(),
  paymentMethods: paymentMethodSchema.extend(owner).strict(),
  billingHistory: chargeSchema.extend(owner).strict(),
  signIns: deviceSchema.extend(owner).strict(),
  projectMembers: memberSchema.extend(owner).strict(),
  createdApps: createdAppSchema.extend(owner).strict(),
  referrals: referralSchema.extend(owner).strict(),
}
