/**
 * The cards' contract (`/card/card-analytics/{name}`, `/card/card-statistics/{name}`): shared by
 * the handlers (parsing the query) and the client (parsing answers). Field names are the
 * contract's; the figures the store can give are computed by the handlers.
 */
import { z } from 'zod'

export const ANALYTICS_CARDS = [
  'support-tracker',
  'avg-sessions',
  'revenue-report',
  'goal-overview',
  'revenue',
  'product-orders',
  'sessions-device',
  'customers',
] as const
export const STATISTICS_CARDS = [
  'orders-bar-chart',
  'profit-line-chart',
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter',
] as const
export const SESSION_PERIODS = ['last-28-days', 'last-month', 'last-year'] as const
export const REPORT_YEARS = ['2020', '2019', '2018'] as const

export type AnalyticsCardName = (typeof ANALYTICS_CARDS)[number]
export type StatisticsCardName = (typeof STATISTICS_CARDS)[number]
export type SessionPeriod = (typeof SESSION_PERIODS)[number]
export type ReportYear = (typeof REPORT_YEARS)[number]

export const avgSessionsQuerySchema = z
  .object({ period: z.enum(SESSION_PERIODS).default('last-28-days') })
  .loose()
export const revenueReportQuerySchema = z
  .object({ year: z.enum(REPORT_YEARS).default('2020') })
  .loose()

const count = z.number().int().min(0)
const amount = z.number().finite()

/** A named numeric series, the unit every chart draws. */
export const seriesSchema = z.object({ name: z.string(), data: z.array(z.number()) })
export type Series = z.infer<typeof seriesSchema>

export const supportTrackerSchema = z.object({
  title: z.string(),
  last_days: z.array(z.string()),
  totalTicket: count,
  newTicket: count,
  openTicket: count,
  responseTime: count,
  /** Per cent of the tickets closed. */
  completed: z.number().min(0).max(100),
})
export const avgSessionsSchema = z.object({
  period: z.enum(SESSION_PERIODS),
  sessions: count,
  last_days: z.array(z.string()),
  growth: z.number(),
  goal: count,
  users: count,
  retention: z.number().min(0).max(100),
  duration: z.number().min(0),
  /** Sessions per bar of the chart (days of the period, or months of the year). */
  series: z.array(count),
})
export const revenueReportSchema = z.object({
  year: z.enum(REPORT_YEARS),
  years: z.array(z.enum(REPORT_YEARS)),
  price: amount,
  budget: amount,
  /** Earning and expense per month. */
  months: z.array(z.object({ month: z.string(), earning: amount, expense: amount })),
})
export const goalOverviewSchema = z.object({
  /** Money collected on invoices (total minus what is still owed). */
  completed: amount,
  /** Money still owed on invoices with a positive balance. */
  inProgress: amount,
  /** Per cent collected. */
  percent: z.number().min(0).max(100),
})
export const revenueSchema = z.object({
  /** Invoiced plus shop sales in the current calendar month, and in the one before. */
  thisMonth: amount,
  lastMonth: amount,
  /** The last six months, oldest first. */
  months: z.array(z.object({ month: z.string(), value: amount })),
})
export const productOrdersSchema = z.object({
  last_days: z.array(z.string()),
  chart_info: z.object({ finished: count, pending: count, rejected: count }),
  total: count,
})
export const sessionsDeviceSchema = z.object({
  chart_info: z.array(
    z.object({
      icon: z.string(),
      name: z.string(),
      iconColor: z.string(),
      usage: z.number().min(0).max(100),
      upDown: z.number(),
    }),
  ),
})
export const customersSchema = z.object({
  listData: z.array(
    z.object({ icon: z.string(), iconColor: z.string(), text: z.string(), result: count }),
  ),
})

export const analyticsSchemas = {
  'support-tracker': supportTrackerSchema,
  'avg-sessions': avgSessionsSchema,
  'revenue-report': revenueReportSchema,
  'goal-overview': goalOverviewSchema,
  revenue: revenueSchema,
  'product-orders': productOrdersSchema,
  'sessions-device': sessionsDeviceSchema,
  customers: customersSchema,
} as const satisfies Record<AnalyticsCardName, z.ZodType>

export type AnalyticsCard<N extends AnalyticsCardName> = z.infer<(typeof analyticsSchemas)[N]>

/**
 * Any analytics card, as `/card/card-analytics/{name}` answers it. The union is unambiguous: each
 * card has a field none of the others has, so an answer parses as its own card alone.
 */
export const analyticsCardSchema = z.union(Object.values(analyticsSchemas))
export type AnalyticsCardAnswer = z.input<typeof analyticsCardSchema>

/**
 * The analytics cards' query: each card reads its own part of it (avg-sessions its `period`,
 * revenue-report its `year`) with its own schema, and the other cards ignore it.
 */
export const cardQuerySchema = z.record(z.string(), z.unknown())

/** A card's name in the path: any string here, so an unknown one is a 404 (not a 400). */
export const cardParams = z.object({ name: z.string() })

/** Every statistics card: a headline figure, its change in per cent, and named series. */
export const statisticsCardSchema = z.object({
  title: z.string(),
  statistics: amount,
  growth: z.number(),
  series: z.array(seriesSchema),
  /** The labels of the series' points (days, months). */
  categories: z.array(z.string()),
  analyticsData: z.record(z.string(), z.number()),
})
export type StatisticsCard = z.infer<typeof statisticsCardSchema>
