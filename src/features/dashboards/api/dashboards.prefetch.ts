/**
 * The calls each dashboard's cards make, asked for by the dashboard's route loader while the
 * screen's code loads and renders: the cards then find their answers in the cache, in one round
 * of requests rather than code first and calls after. The arguments are the cards' defaults.
 */
import type { QueryClient } from '@tanstack/react-query'
import { eventsQuery, guestsQuery } from '@/features/calendar'
import { invoiceListQuery } from '@/features/invoice'
import { REPORT_YEARS, SESSION_PERIODS, type StatisticsCardName } from '../dashboards.schema'
import { analyticsCardQuery, INVOICE_CARD_LISTS, statisticsCardQuery } from './dashboards.queries'

const statistics = (client: QueryClient, names: readonly StatisticsCardName[]) => {
  for (const name of names) void client.prefetchQuery(statisticsCardQuery(name))
}

/**
 * `/`: revenue, the revenue report, the goal, the statistics row, the two small charts, and
 * what the invoice and meeting cards read from the invoice and calendar apps. Every card's data
 * is then in the cache when the screen first renders, so it shows in one render, not two.
 */
export function prefetchEcommerceDashboard(client: QueryClient): void {
  void client.prefetchQuery(analyticsCardQuery('revenue'))
  void client.prefetchQuery(analyticsCardQuery('revenue-report', { year: REPORT_YEARS[0] }))
  void client.prefetchQuery(analyticsCardQuery('goal-overview'))
  statistics(client, ['sales', 'subscribers', 'orders', 'revenue'])
  statistics(client, ['orders-bar-chart', 'profit-line-chart'])
  void client.prefetchQuery(invoiceListQuery(INVOICE_CARD_LISTS['company-table']))
  void client.prefetchQuery(invoiceListQuery(INVOICE_CARD_LISTS.transactions))
  void client.prefetchQuery(eventsQuery(undefined))
  void client.prefetchQuery(guestsQuery())
}

/** `/dashboard/analytics`: its statistics and analytics cards. */
export function prefetchAnalyticsDashboard(client: QueryClient): void {
  statistics(client, ['subscribers', 'orders', 'sales'])
  void client.prefetchQuery(analyticsCardQuery('avg-sessions', { period: SESSION_PERIODS[0] }))
  for (const name of ['support-tracker', 'sessions-device', 'customers', 'product-orders'] as const)
    void client.prefetchQuery(analyticsCardQuery(name))
}
