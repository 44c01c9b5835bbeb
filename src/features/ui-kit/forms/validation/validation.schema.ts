/**
 * The new agent account form: one rule of each kind on its own field. Messages are codes the
 * page translates (see `../form-kit.ts`); the username keeps the users contract's own rule, so
 * the client never asks the API about a name it would refuse.
 */
import { z } from 'zod'

/** The username as the users API takes it (3 to 40 letters, digits, dots, dashes, underscores). */
export const USERNAME = /^[a-z0-9._-]+$/i
export const usernameRule = z
  .string()
  .trim()
  .min(1, 'required')
  .min(3, 'usernameShort')
  .max(40, 'usernameLong')
  .regex(USERNAME, 'usernamePattern')

export const PASSWORD_RULES = ['length', 'lower', 'upper', 'digit', 'symbol'] as const
export type PasswordRule = (typeof PASSWORD_RULES)[number]
const TESTS: Record<PasswordRule, (password: string) => boolean> = {
  length: (password) => password.length >= 10,
  lower: (password) => /[a-z]/.test(password),
  upper: (password) => /[A-Z]/.test(password),
  digit: (password) => /[0-9]/.test(password),
  symbol: (password) => /[^A-Za-z0-9]/.test(password),
}

/** Which rules a password meets, and its strength from 0 to 100 (each rule a fifth). */
export function passwordStrength(password: string) {
  const met = PASSWORD_RULES.filter((rule) => TESTS[rule](password))
  return { met, score: Math.round((met.length / PASSWORD_RULES.length) * 100) }
}

export const validationSchema = (today: string) =>
  z
    .object({
      fullName: z.string().trim().min(1, 'required').min(2, 'nameShort').max(60, 'nameLong'),
      username: usernameRule,
      email: z.string().trim().min(1, 'required').pipe(z.email('email')),
      phone: z
        .string()
        .trim()
        .min(1, 'required')
        .regex(/^\+?[0-9][0-9 ().-]{5,24}$/, 'phone'),
      experience: z
        .number({ error: 'required' })
        .int('wholeNumber')
        .min(0, 'experienceRange')
        .max(50, 'experienceRange'),
      licenceExpires: z
        .string({ error: 'required' })
        .min(1, 'required')
        .refine((day) => day > today, 'future'),
      password: z
        .string()
        .min(1, 'required')
        .refine(
          (password) => passwordStrength(password).met.length === PASSWORD_RULES.length,
          'weak',
        ),
      confirmPassword: z.string().min(1, 'required'),
      otherAgency: z.boolean(),
      agencyName: z.string().trim().max(80, 'nameLong'),
      terms: z.literal(true, { error: 'terms' }),
    })
    // `when`: these run even while other fields are still wrong, so every error shows at once.
    .refine((values) => !values.confirmPassword || values.confirmPassword === values.password, {
      message: 'mismatch',
      path: ['confirmPassword'],
      when: () => true,
    })
    // The agency is asked only when the agent says they are registered with another one.
    .refine((values) => !values.otherAgency || values.agencyName.trim() !== '', {
      message: 'required',
      path: ['agencyName'],
      when: () => true,
    })

export interface ValidationValues {
  fullName: string
  username: string
  email: string
  phone: string
  experience: number | string
  licenceExpires: string | null
  password: string
  confirmPassword: string
  otherAgency: boolean
  agencyName: string
  terms: boolean
}

export const EMPTY_ACCOUNT: ValidationValues = {
  fullName: '',
  username: '',
  email: '',
  phone: '',
  experience: '',
  licenceExpires: null,
  password: '',
  confirmPassword: '',
  otherAgency: false,
  agencyName: '',
  terms: false,
}

/**
 * The server-errors demo checks only that a name was typed, on purpose: the rest of the rule is
 * left to the API, whose 400 names the field.
 */
export const serverCheckSchema = z.object({ username: z.string().trim().min(1, 'required') })
