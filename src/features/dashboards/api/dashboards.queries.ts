import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InvoiceListParams } from '@/features/invoice'
import type { AnalyticsCardName, StatisticsCardName } from '../dashboards.schema'
import { fetchAnalyticsCard, fetchStatisticsCard, type CardQuery } from './dashboards.api'

/** The tables the computed figures read: a write to any of them refreshes the cards. */
const TABLES = ['invoices', 'users', 'ecommerceOrders']

export const cardKeys = {
  all: ['cards'] as const,
  analytics: (name: AnalyticsCardName, query: CardQuery) =>
    [...cardKeys.all, 'analytics', name, query] as const,
  statistics: (name: StatisticsCardName) => [...cardKeys.all, 'statistics', name] as const,
}

export const analyticsCardQuery = <N extends AnalyticsCardName>(name: N, query: CardQuery = {}) =>
  queryOptions({
    queryKey: cardKeys.analytics(name, query),
    queryFn: ({ signal }) => fetchAnalyticsCard(name, query, signal),
    meta: { tables: TABLES },
    retry: false,
  })

export const statisticsCardQuery = (name: StatisticsCardName) =>
  queryOptions({
    queryKey: cardKeys.statistics(name),
    queryFn: ({ signal }) => fetchStatisticsCard(name, signal),
    meta: { tables: TABLES },
    retry: false,
  })

export const useAnalyticsCard = <N extends AnalyticsCardName>(name: N, query: CardQuery = {}) =>
  useQuery(analyticsCardQuery(name, query))
export const useStatisticsCard = (name: StatisticsCardName) => useQuery(statisticsCardQuery(name))

/** The invoice lists `/` shows, one per card: the largest invoices and the latest issued. */
export const INVOICE_CARD_LISTS = {
  'company-table': { perPage: 6, sort: 'desc', sortColumn: 'total' },
  transactions: { perPage: 5, sort: 'desc', sortColumn: 'issuedDate' },
} as const satisfies Record<string, InvoiceListParams>
export type InvoiceCardName = keyof typeof INVOICE_CARD_LISTS
