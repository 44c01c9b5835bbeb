/** The two-step code: six digits, spaces allowed where a pasted code carries them. */
export const CODE_LENGTH = 6

export type CodeProblem = 'codeRequired' | 'codeIncomplete'

export const normalizeCode = (raw: string): string => raw.replace(/\s+/g, '')

/** What stops the code, as a message key (`twoSteps.<key>`), or null when it has the right form. */
export function codeProblem(raw: string): CodeProblem | null {
  const code = normalizeCode(raw)
  if (!code) return 'codeRequired'
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? null : 'codeIncomplete'
}
