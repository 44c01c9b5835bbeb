/** CASL abilities, shared by the route guards in the page and the handlers in the worker. */
import { createMongoAbility, type MongoAbility } from '@casl/ability'
import { z } from 'zod'

export const abilityRuleSchema = z.object({ action: z.string(), subject: z.string() })
export type AbilityRule = z.infer<typeof abilityRuleSchema>
export type AppAbility = MongoAbility

/** What an unknown visitor may do (spec point 6). */
export const guestRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }]

export const buildAbility = (rules: readonly AbilityRule[]): AppAbility =>
  createMongoAbility(rules.map((rule) => ({ action: rule.action, subject: rule.subject })))

export const can = (rules: readonly AbilityRule[], action: string, subject: string): boolean =>
  buildAbility(rules).can(action, subject)
