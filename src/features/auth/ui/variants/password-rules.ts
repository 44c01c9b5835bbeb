/**
 * The strength rules of a new password (reset-password): every rule must hold. Letters and
 * digits in any script count, so "Ñandú2024!" passes as well as "Secret2024!".
 */
export const PASSWORD_RULES = [
  { key: 'length', test: (value: string) => [...value].length >= 8 },
  { key: 'case', test: (value: string) => /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value) },
  { key: 'digit', test: (value: string) => /\p{N}/u.test(value) },
  { key: 'symbol', test: (value: string) => /[^\p{L}\p{N}\s]/u.test(value) },
] as const

export type PasswordRule = (typeof PASSWORD_RULES)[number]['key']

export const unmetRules = (password: string): PasswordRule[] =>
  PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.key)

/** 0 to 100: the share of rules the password meets. */
export const passwordStrength = (password: string): number =>
  password
    ? Math.round(
        ((PASSWORD_RULES.length - unmetRules(password).length) / PASSWORD_RULES.length) * 100,
      )
    : 0

export interface ResetValues {
  password: string
  confirm: string
}

export interface ResetProblems {
  password?: 'passwordRequired' | 'passwordWeak'
  confirm?: 'confirmRequired' | 'mismatch'
}

/** What stops the reset form, as message keys (`resetPassword.<key>`). */
export function resetProblems({ password, confirm }: ResetValues): ResetProblems {
  const problems: ResetProblems = {}
  if (!password) problems.password = 'passwordRequired'
  else if (unmetRules(password).length) problems.password = 'passwordWeak'
  if (!confirm) problems.confirm = 'confirmRequired'
  else if (confirm !== password) problems.confirm = 'mismatch'
  return problems
}
