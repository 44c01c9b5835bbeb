import { z } from 'zod'

export const ACCOUNT_TABS = [
  'account',
  'security',
  'billing',
  'notifications',
  'connections',
] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

/** The open tab is in the URL (`?tab=security`), so a reload or a shared link lands on it. */
export const accountSearchSchema = z.object({
  tab: z.enum(ACCOUNT_TABS).optional().catch(undefined),
})
export type AccountSearch = z.infer<typeof accountSearchSchema>
