import * as z from 'zod/mini'

export const abilityRuleSchema = z.object({ action: z.string(), subject: z.string() })
export type AbilityRule = z.infer<typeof abilityRuleSchema>

/** What an unknown visitor may do. */
export const guestRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }]
