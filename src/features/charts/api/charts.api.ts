import { apiRequest } from '@/shared/api/client'
import {
  listTotalSchema,
  type InvoiceStatus,
  type UserPlan,
  type UserStatus,
} from '../charts.schema'

/** How many invoices have a status: a one-row page, its `total` read. */
export const fetchInvoiceCount = (status: InvoiceStatus, signal?: AbortSignal) =>
  apiRequest('/apps/invoice/invoices', {
    query: { status, perPage: 1, allData: false },
    schema: listTotalSchema,
    signal,
  }).then((reply) => reply.total)

export interface UserCountFilter {
  currentPlan?: UserPlan
  status?: UserStatus
}

/** How many users match a plan and/or a status. */
export const fetchUserCount = (filter: UserCountFilter, signal?: AbortSignal) =>
  apiRequest('/api/users/list/data', {
    query: { ...filter, perPage: 1 },
    schema: listTotalSchema,
    signal,
  }).then((reply) => reply.total)
