/**
 * The security tab's contract: the password rules (shown live on the page, enforced by the API),
 * the authenticator-app two-step setup (RFC 6238 codes: six digits, 30-second steps) and the
 * devices the account signed in from.
 */
import { z } from 'zod'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

export const PASSWORD_RULES = ['length', 'cases', 'digitOrSymbol'] as const
export type PasswordRule = (typeof PASSWORD_RULES)[number]

/** Which of the rules a password meets, for the checklist shown while typing. */
export const passwordChecks = (password: string): Record<PasswordRule, boolean> => ({
  length: password.length >= PASSWORD_MIN,
  cases: /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password),
  digitOrSymbol: /[^\p{L}\s]/u.test(password),
})

export const PASSWORD_MESSAGES: Record<PasswordRule, string> = {
  length: `At least ${PASSWORD_MIN} characters`,
  cases: 'Both upper and lower case letters',
  digitOrSymbol: 'At least one digit or symbol',
}
export const WRONG_PASSWORD = 'The current password is not correct'
export const SAME_PASSWORD = 'The new password must differ from the current one'
export const PASSWORDS_DIFFER = 'The passwords do not match'

export const strongPassword = z
  .string()
  .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters`)
  .superRefine((password, ctx) => {
    const checks = passwordChecks(password)
    const failed = PASSWORD_RULES.find((rule) => !checks[rule])
    if (failed) ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES[failed] })
  })

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX),
    newPassword: strongPassword,
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword && value.newPassword === value.currentPassword)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: SAME_PASSWORD })
    if (value.confirmPassword !== value.newPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DIFFER })
  })
export type ChangePassword = z.infer<typeof changePasswordSchema>

export const passwordChangedSchema = z
  .object({ passwordChangedAt: z.iso.datetime({ offset: true }) })
  .strict()

/** Base32 (RFC 4648, no padding): how authenticator apps take a secret. */
export const base32Secret = z.string().regex(/^[A-Z2-7]{16,64}$/)

export const twoStepStateSchema = z
  .object({ enabled: z.boolean(), enabledAt: z.iso.datetime({ offset: true }).nullable() })
  .strict()
export type TwoStepState = z.infer<typeof twoStepStateSchema>

/** A new secret to put in the app; it takes effect once a code from it is confirmed. */
export const twoStepSecretSchema = z
  .object({ secret: base32Secret, otpauthUri: z.string().startsWith('otpauth://totp/') })
  .strict()
export type TwoStepSecret = z.infer<typeof twoStepSecretSchema>

export const INVALID_CODE = 'This code is not valid: check the time on your device and try again'
export const NO_PENDING_SECRET = 'Start the setup first: no secret is waiting for a code'

export const twoStepCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6 digits the app shows')),
})
export type TwoStepCode = z.input<typeof twoStepCodeSchema>

export const twoStepAnswerSchema = z.object({ twoStep: twoStepStateSchema }).strict()

/** A sign-in: the browser and system it came from, where (the device's time zone), when. */
export const deviceSchema = z
  .object({
    id: z.number().int().positive(),
    browser: z.string().min(1).max(60),
    device: z.string().min(1).max(60),
    where: z.string().max(80),
    at: z.iso.datetime({ offset: true }),
  })
  .strict()
export type Device = z.infer<typeof deviceSchema>

/** At most this many sign-ins are kept per account, the newest. */
export const DEVICES_KEPT = 10

export const securitySchema = z
  .object({
    passwordChangedAt: z.iso.datetime({ offset: true }).nullable(),
    twoStep: twoStepStateSchema,
    /** Newest first. */
    devices: z.array(deviceSchema),
  })
  .strict()
export type Security = z.infer<typeof securitySchema>
