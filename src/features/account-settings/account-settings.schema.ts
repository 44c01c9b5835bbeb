/**
 * The account settings contract, shared by the handlers (parsing input) and the page (parsing
 * answers and validating its forms). `GET /account-setting/data` answers the contract's shapes
 * (general, info, social { socialLinks, connections }, notification) for the signed-in
 * user, plus what the tabs need: security, billing and the account's status. Each section is
 * saved with `POST /account-setting/update { section, data }`; a refused field is named by its
 * path (`data.email`).
 */
import { z } from 'zod'
import { avatarSchema } from './account-avatar.schema'
import { billingAddressSchema, billingSchema } from './account-billing.schema'
import { securitySchema } from './account-security.schema'

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`)

export const EMAIL_TAKEN = 'This email is already in use.'
export const USERNAME_TAKEN = 'This username is already in use.'

export const generalSchema = z
  .object({
    avatar: avatarSchema,
    username: z
      .string()
      .trim()
      .min(3, 'Username must be at least 3 characters')
      .max(30, 'Username must be at most 30 characters')
      .regex(/^[a-zA-Z0-9._-]+$/, 'Use letters, digits, dots, dashes or underscores'),
    fullName: z.string().trim().min(1, 'Enter your full name').max(120, 'At most 120 characters'),
    email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(120)),
    company: text(120),
  })
  .strict()
export type General = z.infer<typeof generalSchema>

/** A day of birth: `YYYY-MM-DD`, from 1900 to today; or none. */
const dob = z.union([
  z.literal(''),
  z.iso
    .date('Enter a date as YYYY-MM-DD')
    .refine(
      (day) => day >= '1900-01-01' && day <= new Date().toISOString().slice(0, 10),
      'Enter a date between 1900 and today',
    ),
])

const webUrl = (message: string, hosts?: readonly string[]) =>
  z
    .string()
    .trim()
    .max(200, 'At most 200 characters')
    .refine((value) => value === '' || isWebUrl(value, hosts), message)

/** An http(s) address, on one of `hosts` (or a subdomain of one) when given. */
export function isWebUrl(value: string, hosts?: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  const host = url.hostname.toLowerCase()
  return !hosts || hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
}

export const infoSchema = z
  .object({
    bio: text(500),
    dob,
    country: text(80),
    website: webUrl('Enter a web address starting with https://'),
    phone: z
      .string()
      .trim()
      .regex(/^(\+?[\d\s()-]{6,20})?$/, 'Enter a valid phone number'),
  })
  .strict()
export type Info = z.infer<typeof infoSchema>

/** Each social link must point at its own network. */
export const SOCIAL_HOSTS = {
  twitter: ['twitter.com', 'x.com'],
  facebook: ['facebook.com', 'fb.com'],
  google: ['google.com'],
  linkedIn: ['linkedin.com'],
  instagram: ['instagram.com'],
  quora: ['quora.com'],
} as const
export type SocialNetwork = keyof typeof SOCIAL_HOSTS
export const SOCIAL_NETWORKS = Object.keys(SOCIAL_HOSTS) as SocialNetwork[]

const socialLink = (network: SocialNetwork) =>
  webUrl(`Enter a link to ${SOCIAL_HOSTS[network][0]}`, SOCIAL_HOSTS[network])

export const socialLinksSchema = z
  .object({
    twitter: socialLink('twitter'),
    facebook: socialLink('facebook'),
    google: socialLink('google'),
    linkedIn: socialLink('linkedIn'),
    instagram: socialLink('instagram'),
    quora: socialLink('quora'),
  })
  .strict()
export type SocialLinks = z.infer<typeof socialLinksSchema>

export const CONNECTION_SERVICES = ['twitter', 'google', 'facebook', 'github'] as const
export type ConnectionService = (typeof CONNECTION_SERVICES)[number]

/** The connected account: its picture and its handle there (`@johndoe`, `johndoe`). */
export const connectionSchema = z
  .object({
    profileImg: avatarSchema,
    id: z
      .string()
      .trim()
      .min(1, 'Enter the account name')
      .max(60, 'At most 60 characters')
      .regex(/^@?[\w.@+-]+$/, 'Use letters, digits, dots, dashes, underscores or @'),
  })
  .strict()
export type Connection = z.infer<typeof connectionSchema>

export const connectionsSchema = z
  .object({
    twitter: connectionSchema.nullable(),
    google: connectionSchema.nullable(),
    facebook: connectionSchema.nullable(),
    github: connectionSchema.nullable(),
  })
  .strict()
export type Connections = z.infer<typeof connectionsSchema>

/** Connects a service under the handle given (the picture is the account's own), or disconnects it (null). */
export const connectionChangeSchema = z
  .object({
    service: z.enum(CONNECTION_SERVICES),
    id: connectionSchema.shape.id.nullable(),
  })
  .strict()

export const NOTIFICATION_FLAGS = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
] as const
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number]

export const notificationSchema = z
  .object({
    commentOnArticle: z.boolean(),
    answerOnForm: z.boolean(),
    followMe: z.boolean(),
    newAnnouncements: z.boolean(),
    productUpdates: z.boolean(),
    blogDigest: z.boolean(),
  })
  .strict() satisfies z.ZodType<Record<NotificationFlag, boolean>>
export type Notification = z.infer<typeof notificationSchema>

/** Deactivation: the day it happened and the sign-in that undid it (null when neither applies). */
export const accountStatusSchema = z
  .object({
    deactivatedAt: z.iso.datetime({ offset: true }).nullable(),
    reactivatedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .strict()
export type AccountStatus = z.infer<typeof accountStatusSchema>

export const accountDataSchema = z
  .object({
    general: generalSchema,
    info: infoSchema,
    social: z.object({ socialLinks: socialLinksSchema, connections: connectionsSchema }).strict(),
    notification: notificationSchema,
    security: securitySchema,
    billing: billingSchema,
    status: accountStatusSchema,
  })
  .strict()
export type AccountData = z.infer<typeof accountDataSchema>

export const SECTIONS = [
  'general',
  'info',
  'socialLinks',
  'connections',
  'notification',
  'billingAddress',
] as const
export type Section = (typeof SECTIONS)[number]

export const updateSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('general'), data: generalSchema }),
  z.object({ section: z.literal('info'), data: infoSchema }),
  z.object({ section: z.literal('socialLinks'), data: socialLinksSchema }),
  z.object({ section: z.literal('connections'), data: connectionChangeSchema }),
  z.object({ section: z.literal('notification'), data: notificationSchema }),
  z.object({ section: z.literal('billingAddress'), data: billingAddressSchema }),
])
export type Update = z.input<typeof updateSchema>

/** The saved section; `connections` answers every service's state. */
export const updateAnswerSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('general'), data: generalSchema }).strict(),
  z.object({ section: z.literal('info'), data: infoSchema }).strict(),
  z.object({ section: z.literal('socialLinks'), data: socialLinksSchema }).strict(),
  z.object({ section: z.literal('connections'), data: connectionsSchema }).strict(),
  z.object({ section: z.literal('notification'), data: notificationSchema }).strict(),
  z.object({ section: z.literal('billingAddress'), data: billingAddressSchema }).strict(),
])
export type UpdateAnswer = z.infer<typeof updateAnswerSchema>

/** `POST /account-setting/deactivate`: the page's confirmation, said in the body. */
export const deactivateSchema = z.object({ confirm: z.literal(true, 'Confirm the deactivation') })
export const deactivateAnswerSchema = z.object({ status: accountStatusSchema }).strict()
