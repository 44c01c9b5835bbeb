import { z } from 'zod'

export const USER_TABS = ['account', 'security', 'billing', 'notifications', 'connections'] as const
export type UserTab = (typeof USER_TABS)[number]

/** The open tab is in the URL, so a reload (or a shared link) lands on it. */
export const userViewSearchSchema = z.object({
  tab: z.enum(USER_TABS).optional().catch(undefined),
})
export type UserViewSearch = z.infer<typeof userViewSearchSchema>
