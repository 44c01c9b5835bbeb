/**
 * The modal examples' own records, each the signed-in user's: the people their project is
 * shared with, the apps made with the wizard, and the friends referred. The other three modals
 * (a card, the user's details, two-step) save through the account settings' endpoints.
 */
import { z } from 'zod'
import { PLAN_IDS } from '@/features/pricing/pricing.schema'
import { idInput } from '@/shared/contract/zod'

const email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(120))
const when = z.iso.datetime({ offset: true })

export const PERMISSIONS = ['owner', 'editor', 'viewer'] as const
export type Permission = (typeof PERMISSIONS)[number]

export const memberSchema = z
  .object({
    id: z.number().int().positive(),
    email: z.email(),
    /** The person's name when they have one here (a colleague), else the part before the @. */
    name: z.string().min(1).max(120),
    permission: z.enum(PERMISSIONS),
    invitedAt: when,
  })
  .strict()
export type Member = z.infer<typeof memberSchema>

/** Invites someone, or changes the permission of someone already invited. */
export const inviteMemberSchema = z.object({ email, permission: z.enum(PERMISSIONS) })
export type InviteMember = z.input<typeof inviteMemberSchema>
export const membersAnswerSchema = z.object({ members: z.array(memberSchema) }).strict()
export const OWN_EMAIL = 'You own this project already'
/** A member by id (`{ id }`, or `?id=`). */
export const memberIdSchema = z.object({ id: idInput })

/** The plans an app may be on: the pricing app's. */
export const APP_PLANS = PLAN_IDS

export const APP_CATEGORIES = ['crm', 'ecommerce', 'education', 'healthcare'] as const
export const FRAMEWORKS = ['react', 'angular', 'vue', 'laravel'] as const
export const DATABASES = ['firebase', 'aws', 'mysql'] as const

export const appDetailsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Enter a name of 2 characters or more')
    .max(60, 'At most 60 characters'),
  category: z.enum(APP_CATEGORIES, 'Pick a category'),
})
export const appFrameworkSchema = z.object({ framework: z.enum(FRAMEWORKS, 'Pick a framework') })
export const appDatabaseSchema = z.object({ database: z.enum(DATABASES, 'Pick a database') })
export const appBillingSchema = z.object({
  plan: z.enum(PLAN_IDS, 'Pick a plan'),
  /** One of the caller's saved cards; none on the free plan. */
  paymentMethodId: z.number().int().positive().nullable(),
})

export const createAppSchema = appDetailsSchema
  .extend(appFrameworkSchema.shape)
  .extend(appDatabaseSchema.shape)
  .extend(appBillingSchema.shape)
export type CreateApp = z.input<typeof createAppSchema>
export const CARD_NEEDED = 'A paid plan needs one of your cards'

export const createdAppSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1).max(60),
    category: z.enum(APP_CATEGORIES),
    framework: z.enum(FRAMEWORKS),
    database: z.enum(DATABASES),
    plan: z.enum(PLAN_IDS),
    /** The card charged, as shown then (`visa •••• 4242`); null on the free plan. */
    billedTo: z.string().max(40).nullable(),
    createdAt: when,
  })
  .strict()
export type CreatedApp = z.infer<typeof createdAppSchema>
export const appsAnswerSchema = z.object({ apps: z.array(createdAppSchema) }).strict()

export const REFERRAL_STATUSES = ['invited', 'joined'] as const
export const referralSchema = z
  .object({
    id: z.number().int().positive(),
    email: z.email(),
    status: z.enum(REFERRAL_STATUSES),
    invitedAt: when,
  })
  .strict()
export type Referral = z.infer<typeof referralSchema>

export const REFERRALS_AT_ONCE = 10
export const ALREADY_REFERRED = 'Already referred'
export const SELF_REFERRAL = 'That is your own address'

export const referSchema = z.object({
  emails: z
    .array(email)
    .min(1, 'Enter at least one email address')
    .max(REFERRALS_AT_ONCE, `At most ${REFERRALS_AT_ONCE} at once`),
})
export type Refer = z.input<typeof referSchema>

/** `code`: what the caller's referral link carries (`/register?ref=<code>`). */
export const referralsAnswerSchema = z
  .object({ code: z.string().min(1).max(40), referrals: z.array(referralSchema) })
  .strict()
