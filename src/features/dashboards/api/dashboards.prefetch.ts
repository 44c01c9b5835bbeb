/**
 * The calls each dashboard's cards make, asked for by the dashboard's route loader while the
 * screen's code loads and renders: the cards then find their answers in the cache, in one round
 * of requests rather than code first and calls after. The arguments are the cards' defaults.
 */
import type { QueryClient } from '@tanstack/react-query'
import { REPORT_YEARS, SESSION_PERIODS, type StatisticsCardName } from '../dashboards.schema'
import { analyticsCardQuery, statisticsCardQuery } from './dashboards.queries'

const statistics = (client: QueryClient, names: readonly StatisticsCardName[]) => {
  for (const name of names) void client.prefetchQuery(statisticsCardQuery(name))
}

/** `/`: revenue, the revenue report, the goal, the statistics row and the two small charts. */
export function prefetchEcommerceDashboard(client: QueryClient): void {
  void client.prefetchQuery(analyticsCardQuery('revenue'))
  void client.prefetchQuery(analyticsCardQuery('revenue-report', { year: REPORT_YEARS[0] }))
  void client.prefetchQuery(analyticsCardQuery('goal-overview'))
  statistics(client, ['sales', 'subscribers', 'orders', 'revenue'])
  statistics(client, ['orders-bar-chart', 'profit-line-chart'])
}

/** `/dashboard/analytics`: its statistics and analytics cards. */
export function prefetchAnalyticsDashboard(client: QueryClient): void {
  statistics(client, ['subscribers', 'orders', 'sales'])
  void client.prefetchQuery(analyticsCardQuery('avg-sessions', { period: SESSION_PERIODS[0] }))
  for (const name of ['support-tracker', 'sessions-device', 'customers', 'product-orders'] as const)
    void client.prefetchQuery(analyticsCardQuery(name))
}
