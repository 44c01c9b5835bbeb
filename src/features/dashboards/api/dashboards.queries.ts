import { queryOptions, useQuery } from '@tanstack/react-query'
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
