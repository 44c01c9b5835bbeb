import type { MantineColor } from '@mantine/core'
import type { LineOfBusiness } from '../data/insurance.data'
import type { InvoiceStatus, UserPlan, UserStatus } from '../charts.schema'

/** Theme colour names only, so every chart follows the light and dark skins. */
export const LINE_COLORS: Record<LineOfBusiness, MantineColor> = {
  auto: 'violet.6',
  home: 'teal.6',
  life: 'orange.6',
  health: 'blue.6',
  commercial: 'pink.6',
}

export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, MantineColor> = {
  Paid: 'teal.6',
  Downloaded: 'cyan.6',
  Sent: 'violet.6',
  Draft: 'gray.6',
  'Partial Payment': 'yellow.6',
  'Past Due': 'red.6',
}

export const USER_STATUS_COLORS: Record<UserStatus, MantineColor> = {
  active: 'teal.6',
  pending: 'yellow.6',
  inactive: 'gray.6',
}

export const USER_PLAN_COLORS: Record<UserPlan, MantineColor> = {
  basic: 'gray.6',
  team: 'blue.6',
  company: 'violet.6',
  enterprise: 'orange.6',
}
