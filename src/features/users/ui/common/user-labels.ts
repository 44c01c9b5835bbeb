import type { UserPlan, UserRole, UserStatus } from '../../users.schema'

export const STATUS_COLORS: Record<UserStatus, string> = {
  active: 'green',
  pending: 'yellow',
  inactive: 'gray',
}

export const ROLE_COLORS: Record<UserRole, string> = {
  admin: 'red',
  author: 'yellow',
  editor: 'cyan',
  maintainer: 'green',
  subscriber: 'brand',
}

/** Monthly prices shown on the plan card (the pricing page's figures for the same tiers). */
export const PLAN_PRICES: Record<UserPlan, number> = {
  basic: 0,
  team: 49,
  company: 99,
  enterprise: 199,
}

/** Countries offered by the forms; a stored country not in the list stays choosable. */
export const COUNTRIES = [
  'Argentina',
  'Brazil',
  'Chile',
  'Colombia',
  'France',
  'Germany',
  'Italy',
  'Mexico',
  'Netherlands',
  'Peru',
  'Portugal',
  'Spain',
  'United Kingdom',
  'United States',
  'Uruguay',
]
