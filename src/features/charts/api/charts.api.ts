import { call } from '@/shared/api/call'
import { invoiceEndpoints } from '@/features/invoice/invoice.endpoints'
import { usersEndpoints } from '@/features/users/users.endpoints'
import type { InvoiceStatus, UserPlan, UserStatus } from '../charts.schema'

/** How many invoices have a status: a one-row page, its `total` read. */
export const fetchInvoiceCount = (status: InvoiceStatus, signal?: AbortSignal) =>
  call(invoiceEndpoints.list, { query: { status, perPage: 1, allData: 'false' }, signal }).then(
    (reply) => reply.total,
  )

export interface UserCountFilter {
  currentPlan?: UserPlan
  status?: UserStatus
}

/** How many users match a plan and/or a status. */
export const fetchUserCount = (filter: UserCountFilter, signal?: AbortSignal) =>
  call(usersEndpoints.list, { query: { ...filter, perPage: 1 }, signal }).then(
    (reply) => reply.total,
  )
