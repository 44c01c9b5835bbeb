/**
 * What the chart pages read from other apps' lists: only the `total` of a one-row page, so a
 * count costs the same at any size. The statuses and plans are those apps' own.
 */
import { z } from 'zod'
export { INVOICE_STATUSES } from '@/features/invoice/invoice.schema'
export { USER_PLANS, USER_STATUSES } from '@/features/users/users.schema'
export type { InvoiceStatus } from '@/features/invoice/invoice.schema'
export type { UserPlan, UserStatus } from '@/features/users/users.schema'

export const listTotalSchema = z.object({ total: z.number().int().nonnegative() })
export type ListTotal = z.infer<typeof listTotalSchema>
