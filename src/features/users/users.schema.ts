/**
 * The user records' contract: shared by the handlers (parsing input) and the client (parsing
 * answers). A user record is a person the agency works with, not a sign-in account.
 */
import { z } from 'zod'
import { idInput, optionalParam, pageParam, positiveInt } from '@/shared/contract/zod'

export const USER_ROLES = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const
export const BILLING_METHODS = [
  'Manual - Credit Card',
  'Manual - Paypal',
  'Manual - Cash',
  'Auto Debit',
] as const
/** Mantine palette names: the initials' background when a user has no picture. */
export const AVATAR_COLORS = ['violet', 'green', 'red', 'orange', 'cyan', 'gray'] as const
export const USER_SORT_COLUMNS = [
  'id',
  'fullName',
  'email',
  'username',
  'role',
  'currentPlan',
  'status',
  'billing',
  'company',
  'country',
  'contact',
] as const

export const userRoleSchema = z.enum(USER_ROLES)
export const userPlanSchema = z.enum(USER_PLANS)
export const userStatusSchema = z.enum(USER_STATUSES)
export const billingSchema = z.enum(BILLING_METHODS)
export const avatarColorSchema = z.enum(AVATAR_COLORS)

export const userSchema = z
  .object({
    id: z.number().int().positive(),
    billing: billingSchema,
    fullName: z.string(),
    company: z.string(),
    role: userRoleSchema,
    username: z.string(),
    country: z.string(),
    contact: z.string(),
    email: z.string(),
    currentPlan: userPlanSchema,
    status: userStatusSchema,
    /** A picture's path, or empty: the page shows initials on `avatarColor`. */
    avatar: z.string(),
    avatarColor: avatarColorSchema,
  })
  .strict()

const text = (max: number, what: string) =>
  z.string().trim().min(1, `${what} is required`).max(max, `At most ${max} characters`)

/** The fields a person may type: the same rules on the add drawer, the edit modal and the API. */
export const userFields = {
  fullName: text(120, 'Full name'),
  username: z
    .string()
    .trim()
    .min(3, 'At least 3 characters')
    .max(40, 'At most 40 characters')
    .regex(/^[a-z0-9._-]+$/i, 'Letters, digits, dots, dashes and underscores only'),
  email: z.string().trim().toLowerCase().max(200).pipe(z.email('Enter a valid email')),
  company: z.string().trim().max(120, 'At most 120 characters'),
  country: text(60, 'Country'),
  contact: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ().-]{5,24}$/, 'Enter a phone number'),
  role: userRoleSchema,
  currentPlan: userPlanSchema,
  billing: billingSchema,
  status: userStatusSchema,
}

/** A new user: an id sent along is ignored (the store picks it), as is the avatar colour. */
export const newUserSchema = z.object({
  ...userFields,
  company: userFields.company.default(''),
  billing: billingSchema.default('Manual - Credit Card'),
  status: userStatusSchema.default('active'),
  avatar: z.string().max(2000).default(''),
})
export const addUserSchema = z.object({ user: newUserSchema })

/** An update names the user and the fields that change: status, plan, role, details. */
export const userPatchSchema = z
  .object({ id: idInput, ...userFields, avatar: z.string().max(2000) })
  .partial()
  .required({ id: true })
export const updateUserSchema = z.object({ user: userPatchSchema })
export const userIdBodySchema = z.object({ id: idInput })
export const userIdQuerySchema = z.object({ id: positiveInt })

export const userListQuerySchema = z.object({
  q: z.string().max(200).optional(),
  page: optionalParam(pageParam),
  perPage: optionalParam(positiveInt.pipe(z.number().max(100, 'At most 100'))),
  role: optionalParam(userRoleSchema),
  status: optionalParam(userStatusSchema),
  currentPlan: optionalParam(userPlanSchema),
  sort: optionalParam(z.enum(['asc', 'desc'])),
  sortColumn: optionalParam(z.enum(USER_SORT_COLUMNS)),
})

/** `GET /api/users/username-available?username&exceptId`: is it free for a new (or that) record? */
export const usernameCheckQuerySchema = z.object({
  username: userFields.username,
  exceptId: optionalParam(positiveInt),
})
export const usernameCheckSchema = z
  .object({ username: z.string(), available: z.boolean() })
  .strict()
export type UsernameCheck = z.infer<typeof usernameCheckSchema>

export const userListSchema = z.object({ total: z.number(), users: z.array(userSchema) })
export const userReplySchema = z.object({ user: userSchema })

export type User = z.infer<typeof userSchema>
export type UserRole = z.infer<typeof userRoleSchema>
export type UserPlan = z.infer<typeof userPlanSchema>
export type UserStatus = z.infer<typeof userStatusSchema>
export type Billing = z.infer<typeof billingSchema>
export type AvatarColor = z.infer<typeof avatarColorSchema>
export type NewUser = z.input<typeof newUserSchema>
export type UserPatch = Pick<User, 'id'> & Partial<Omit<User, 'id' | 'avatarColor'>>
export type UserListQuery = z.input<typeof userListQuerySchema>
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number]

/** Whether a column (read from the URL) is one the list sorts by. */
export const isUserSortColumn = (column: string): column is UserSortColumn =>
  USER_SORT_COLUMNS.some((each) => each === column)
