import { useQueries } from '@tanstack/react-query'
import {
  INVOICE_STATUSES,
  USER_PLANS,
  USER_STATUSES,
  type InvoiceStatus,
  type UserPlan,
  type UserStatus,
} from '../charts.schema'
import { fetchInvoiceCount, fetchUserCount } from './charts.api'

export const chartsKeys = {
  all: ['charts'] as const,
  invoices: (status: InvoiceStatus) => [...chartsKeys.all, 'invoices', status] as const,
  users: (plan: UserPlan, status: UserStatus) =>
    [...chartsKeys.all, 'users', plan, status] as const,
}

export interface Counted<K extends string> {
  key: K
  count: number
}

export interface CountsResult<T> {
  data: T | undefined
  isError: boolean
}

/** Invoices per status, refetched when the invoices change (`meta.tables`). */
export const useInvoiceStatusCounts = (): CountsResult<Counted<InvoiceStatus>[]> =>
  useQueries({
    queries: INVOICE_STATUSES.map((status) => ({
      queryKey: chartsKeys.invoices(status),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchInvoiceCount(status, signal),
      meta: { tables: ['invoices'] },
    })),
    combine: (results) => ({
      isError: results.some((result) => result.isError),
      data: results.every((result) => result.data !== undefined)
        ? INVOICE_STATUSES.map((key, index) => ({ key, count: results[index]?.data ?? 0 }))
        : undefined,
    }),
  })

export interface PlanStatusCount {
  plan: UserPlan
  status: UserStatus
  count: number
}

/** Users per plan and status (12 small counts), refetched when the users change. */
export const useUsersByPlanAndStatus = (): CountsResult<PlanStatusCount[]> => {
  const pairs = USER_PLANS.flatMap((plan) => USER_STATUSES.map((status) => ({ plan, status })))
  return useQueries({
    queries: pairs.map(({ plan, status }) => ({
      queryKey: chartsKeys.users(plan, status),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchUserCount({ currentPlan: plan, status }, signal),
      meta: { tables: ['users'] },
    })),
    combine: (results) => ({
      isError: results.some((result) => result.isError),
      data: results.every((result) => result.data !== undefined)
        ? pairs.map((pair, index) => ({ ...pair, count: results[index]?.data ?? 0 }))
        : undefined,
    }),
  })
}
