/**
 * `GET /card/card-analytics/{name}` and `GET /card/card-statistics/{name}`: fixed figures from
 * cards.seed-data.ts, computed ones from cards.compute.ts. Unknown name: 404; a bad `period` or
 * `year`: 400 naming it.
 */
import { route } from '@mocks/kernel/route'
import { isOneOf } from '@/shared/contract/one-of'
import { notFound } from '@mocks/kernel/errors'
import { parseWith } from '@mocks/kernel/parse'
import { cardsEndpoints as api } from '@/features/dashboards/cards.endpoints'
import {
  ANALYTICS_CARDS,
  REPORT_YEARS,
  STATISTICS_CARDS,
  avgSessionsQuerySchema,
  revenueReportQuerySchema,
  type AnalyticsCardAnswer,
  type AnalyticsCardName,
  type StatisticsCard,
  type StatisticsCardName,
} from '@/features/dashboards/dashboards.schema'
import * as compute from './cards.compute'
import {
  avgSessions,
  fixedStatistics,
  revenueReports,
  sessionsDevice,
  supportTracker,
} from './cards.seed-data'

function analytics(
  name: AnalyticsCardName,
  query: Record<string, unknown>,
): AnalyticsCardAnswer | Promise<AnalyticsCardAnswer> {
  switch (name) {
    case 'support-tracker':
      return supportTracker
    case 'avg-sessions': {
      const { period } = parseWith(avgSessionsQuerySchema, query)
      return { period, ...avgSessions[period] }
    }
    case 'revenue-report': {
      const { year } = parseWith(revenueReportQuerySchema, query)
      return { year, years: [...REPORT_YEARS], ...revenueReports[year] }
    }
    case 'goal-overview':
      return compute.goalOverview()
    case 'revenue':
      return compute.revenue()
    case 'product-orders':
      return compute.productOrders()
    case 'sessions-device':
      return sessionsDevice
    case 'customers':
      return compute.customers()
  }
}

function statistics(name: StatisticsCardName): StatisticsCard | Promise<StatisticsCard> {
  switch (name) {
    case 'orders-bar-chart':
      return compute.orderStatistics(true)
    case 'orders':
      return compute.orderStatistics(false)
    case 'revenue':
      return compute.revenueStatistics()
    case 'subscribers':
      return compute.userStatistics(false)
    case 'active-users':
      return compute.userStatistics(true)
    default:
      return fixedStatistics[name]
  }
}

export const cardsRoutes = [
  route(api.analytics, {
    handle: ({ params, query }) => {
      if (!isOneOf(ANALYTICS_CARDS, params.name)) throw notFound('Card')
      return analytics(params.name, query)
    },
  }),
  route(api.statistics, {
    handle: ({ params }) => {
      if (!isOneOf(STATISTICS_CARDS, params.name)) throw notFound('Card')
      return statistics(params.name)
    },
  }),
]
