/**
 * What the chart pages count in other apps' lists (the `total` of a one-row page, so a count
 * costs the same at any size): the statuses and plans are those apps' own.
 */
export { INVOICE_STATUSES } from '@/features/invoice/invoice.schema'
export { USER_PLANS, USER_STATUSES } from '@/features/users/users.schema'
export type { InvoiceStatus } from '@/features/invoice/invoice.schema'
export type { UserPlan, UserStatus } from '@/features/users/users.schema'
