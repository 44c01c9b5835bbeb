import { z } from 'zod'
import { listSearchSchema } from '@/shared/ui/data-table/list-search'

export const permissionSearchSchema = listSearchSchema.extend({
  assignedTo: z.string().optional().catch(undefined),
})
export type PermissionSearch = z.infer<typeof permissionSearchSchema>

/** The API answers newest first and sorts nothing else. */
export const PERMISSION_SORT = { column: 'id', direction: 'desc' } as const
