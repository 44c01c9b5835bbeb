import { z } from 'zod'
import { listSearchSchema } from '@/shared/ui/data-table/list-search'
import { userPlanSchema, userRoleSchema, userStatusSchema } from '../../users.schema'

/** The user list's URL: search, page, size, order and the three filters. */
export const userListSearchSchema = listSearchSchema.extend({
  role: userRoleSchema.optional().catch(undefined),
  currentPlan: userPlanSchema.optional().catch(undefined),
  status: userStatusSchema.optional().catch(undefined),
})
export type UserListSearch = z.infer<typeof userListSearchSchema>

export const USER_DEFAULT_SORT = { column: 'fullName', direction: 'asc' } as const
