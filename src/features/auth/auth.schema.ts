/**
 * The auth contract: request bodies and the session the API hands back. Written with
 * `zod/mini` because the sign-in screen ships it and its bundle has a budget.
 */
import * as z from 'zod/mini'
import { abilityRuleSchema } from '@/shared/contract/ability.schema'

export const loginBodySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Email is required')),
  password: z.string().check(z.minLength(1, 'Password is required')),
})

export const registerBodySchema = z.object({
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Username must be at least 3 characters'),
      z.maxLength(30, 'Username must be at most 30 characters'),
      z.regex(/^[a-zA-Z0-9._-]+$/, 'Use letters, digits, dots, dashes or underscores'),
    ),
  email: z.string().check(z.trim(), z.toLowerCase(), z.email('Enter a valid email address')),
  password: z
    .string()
    .check(z.minLength(6, 'Password must be at least 6 characters'), z.maxLength(128)),
})

export const logoutBodySchema = z.object({ refreshToken: z.optional(z.string()) })

export const userDataSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.string(),
  ability: z.array(abilityRuleSchema),
  extras: z.object({ eCommerceCartItemsCount: z.number() }),
})

export const sessionSchema = z.object({
  userData: userDataSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
})

export const registerConflictSchema = z.object({
  error: z.object({ email: z.nullable(z.string()), username: z.nullable(z.string()) }),
})

export type LoginBody = z.infer<typeof loginBodySchema>
export type RegisterBody = z.infer<typeof registerBodySchema>
export type UserData = z.infer<typeof userDataSchema>
export type SessionPayload = z.infer<typeof sessionSchema>
export type RegisterConflict = z.infer<typeof registerConflictSchema>

export const LOGIN_FAILED = 'Email or Password is Invalid'
export const EMAIL_TAKEN = 'This email is already in use.'
export const USERNAME_TAKEN = 'This username is already in use.'
export const INVALID_REFRESH = 'Invalid refresh token'
