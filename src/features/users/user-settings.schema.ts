/**
 * What the user page saves beyond the record's own fields: the security, billing and
 * notification settings, in a side table keyed by the user's id (`/api/users/settings`,
 * `/apps/users/update-settings`, `/apps/users/change-password`). A user record is not a sign-in
 * account, so a changed password is validated and dated, never stored.
 */
import { z } from 'zod'
import { dropKeys, handedOut, idInput } from '@/shared/contract/zod'

export const NOTIFICATION_EVENTS = [
  'newForYou',
  'accountActivity',
  'newBrowser',
  'newDevice',
] as const
export const NOTIFICATION_CHANNELS = ['email', 'browser', 'app'] as const

export const notificationSchema = z
  .object({
    event: z.enum(NOTIFICATION_EVENTS),
    email: z.boolean(),
    browser: z.boolean(),
    app: z.boolean(),
  })
  .strict()

export const addressSchema = z
  .object({
    companyName: z.string().trim().max(120, 'At most 120 characters'),
    billingEmail: z.union([
      z.literal(''),
      z.string().trim().toLowerCase().pipe(z.email('Enter a valid email')),
    ]),
    taxId: z.string().trim().max(40, 'At most 40 characters'),
    vatNumber: z.string().trim().max(40, 'At most 40 characters'),
    address: z.string().trim().max(200, 'At most 200 characters'),
    contact: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\+?[0-9][0-9 ().-]{5,24}$/, 'Enter a phone number'),
    ]),
    country: z.string().trim().max(60, 'At most 60 characters'),
    zip: z.string().trim().max(12, 'At most 12 characters'),
  })
  .strict()

export const connectionSchema = z
  .object({
    id: z.enum(['google', 'slack', 'github', 'mailchimp', 'asana']),
    connected: z.boolean(),
  })
  .strict()

export const userSettingsSchema = z
  .object({
    userId: z.number().int().positive(),
    twoStep: z.object({ enabled: z.boolean(), phone: z.string() }).strict(),
    notifications: z.array(notificationSchema),
    billingAddress: addressSchema,
    connections: z.array(connectionSchema),
    /** When the password was last changed (ISO), or null. */
    passwordChangedAt: z.string().nullable(),
  })
  .strict()

export const twoStepSchema = z
  .object({
    enabled: z.boolean(),
    phone: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\+?[0-9][0-9 ().-]{5,24}$/, 'Enter a phone number'),
    ]),
  })
  .strict()
  .refine((value) => !value.enabled || value.phone !== '', {
    message: 'A phone number is required for two-step verification',
    path: ['phone'],
  })

const SETTINGS_READ_ONLY = ['userId', 'passwordChangedAt'] as const

export const updateSettingsSchema = z.object({
  id: idInput,
  settings: z
    .object({
      twoStep: twoStepSchema,
      notifications: z.array(notificationSchema).max(NOTIFICATION_EVENTS.length),
      billingAddress: addressSchema,
      connections: z.array(connectionSchema).max(5),
    })
    .partial()
    // What the read hands out besides: taken back and ignored (the server keeps them).
    .extend(handedOut(SETTINGS_READ_ONLY))
    .strict()
    .transform(dropKeys(SETTINGS_READ_ONLY)),
})

/** At least 8 characters with an upper-case letter and a digit or symbol. */
export const newPasswordSchema = z
  .string()
  .min(8, 'At least 8 characters')
  .max(128, 'At most 128 characters')
  .regex(/[A-Z]/, 'At least one upper-case letter')
  .regex(/[^A-Za-z]/, 'At least one digit or symbol')

export const changePasswordSchema = z
  .object({ id: idInput, password: newPasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  })

export type UserSettings = z.infer<typeof userSettingsSchema>
export type NotificationSetting = z.infer<typeof notificationSchema>
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]
export type BillingAddress = z.infer<typeof addressSchema>
export type Connection = z.infer<typeof connectionSchema>
export type SettingsUpdate = z.input<typeof updateSettingsSchema>['settings']
