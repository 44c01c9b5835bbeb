/**
 * CASL abilities, shared by the route guards in the page and the handlers in the worker.
 * The page loads this module lazily (see app/guards.ts) so the sign-in screen does not ship it.
 */
import { createMongoAbility, type MongoAbility } from '@casl/ability'
import type { AbilityRule } from './ability.schema'

export { abilityRuleSchema, guestRules, type AbilityRule } from './ability.schema'
export type AppAbility = MongoAbility

export const buildAbility = (rules: readonly AbilityRule[]): AppAbility =>
  createMongoAbility(rules.map((rule) => ({ action: rule.action, subject: rule.subject })))

export const can = (rules: readonly AbilityRule[], action: string, subject: string): boolean =>
  buildAbility(rules).can(action, subject)
