/**
 * The cards' figures that the product keeps no data for (web traffic, tickets, devices): fixed,
 * hand-written constants, so every install shows the same and tests can name them.
 */
import type {
  AnalyticsCard,
  ReportYear,
  SessionPeriod,
  StatisticsCard,
} from '@/features/dashboards/dashboards.schema'

export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
]
export const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

export const supportTracker: AnalyticsCard<'support-tracker'> = {
  title: 'Support Tracker',
  last_days: ['Last 28 Days', 'Last Month', 'Last Year'],
  totalTicket: 163,
  newTicket: 29,
  openTicket: 63,
  responseTime: 1,
  completed: 83,
}

export const avgSessions: Record<SessionPeriod, Omit<AnalyticsCard<'avg-sessions'>, 'period'>> = {
  'last-28-days': {
    sessions: 2700,
    last_days: ['Last 28 Days', 'Last Month', 'Last Year'],
    growth: 5.2,
    goal: 100000,
    users: 100000,
    retention: 90,
    duration: 1,
    series: [75, 125, 225, 175, 125, 75, 25],
  },
  'last-month': {
    sessions: 3150,
    last_days: ['Last 28 Days', 'Last Month', 'Last Year'],
    growth: -2.4,
    goal: 100000,
    users: 86400,
    retention: 84,
    duration: 2,
    series: [120, 90, 160, 210, 140, 95, 60],
  },
  'last-year': {
    sessions: 38600,
    last_days: ['Last 28 Days', 'Last Month', 'Last Year'],
    growth: 12.8,
    goal: 1200000,
    users: 954000,
    retention: 78,
    duration: 3,
    series: [2900, 3100, 2800, 3350, 3600, 3900, 3400, 3050, 3300, 3550, 3700, 3950],
  },
}

const yearSeries = (earning: number[], expense: number[]) =>
  MONTHS.slice(0, 9).map((month, i) => ({
    month,
    earning: earning[i]! * 100,
    expense: expense[i]! * 100,
  }))

export const revenueReports: Record<
  ReportYear,
  Omit<AnalyticsCard<'revenue-report'>, 'year' | 'years'>
> = {
  '2020': {
    price: 25852,
    budget: 56800,
    months: yearSeries(
      [95, 177, 284, 256, 105, 63, 168, 218, 72],
      [145, 80, 60, 180, 100, 60, 85, 75, 100],
    ),
  },
  '2019': {
    price: 21340,
    budget: 48200,
    months: yearSeries(
      [80, 150, 210, 190, 130, 90, 140, 170, 110],
      [120, 95, 70, 150, 110, 80, 90, 60, 95],
    ),
  },
  '2018': {
    price: 17620,
    budget: 40500,
    months: yearSeries(
      [60, 110, 150, 160, 120, 70, 100, 140, 90],
      [100, 70, 80, 120, 90, 60, 70, 85, 65],
    ),
  },
}

export const sessionsDevice: AnalyticsCard<'sessions-device'> = {
  chart_info: [
    { icon: 'IconDeviceDesktop', name: 'Desktop', iconColor: 'violet', usage: 58.6, upDown: 2 },
    { icon: 'IconDeviceMobile', name: 'Mobile', iconColor: 'orange', usage: 34.9, upDown: 8 },
    { icon: 'IconDeviceTablet', name: 'Tablet', iconColor: 'red', usage: 6.5, upDown: -5 },
  ],
}

type Fixed = Omit<StatisticsCard, 'statistics' | 'growth'> & { statistics: number; growth: number }

export const fixedStatistics: Record<
  'profit-line-chart' | 'sales' | 'site-traffic' | 'newsletter',
  Fixed
> = {
  'profit-line-chart': {
    title: 'Profit',
    statistics: 6240,
    growth: 8.2,
    series: [{ name: 'Profit', data: [0, 20, 5, 30, 15, 45] }],
    categories: MONTHS.slice(0, 6),
    analyticsData: { margin: 24 },
  },
  sales: {
    title: 'Sales',
    statistics: 230000,
    growth: 6.4,
    series: [
      { name: 'Sales', data: [90, 50, 86, 40, 100, 20] },
      { name: 'Visits', data: [70, 75, 70, 76, 20, 85] },
    ],
    categories: MONTHS.slice(0, 6),
    analyticsData: { conversion: 3.1 },
  },
  'site-traffic': {
    title: 'Site Traffic',
    statistics: 28700,
    growth: 4.1,
    series: [{ name: 'Traffic', data: [150, 200, 125, 225, 200, 250] }],
    categories: MONTHS.slice(0, 6),
    analyticsData: { bounceRate: 41 },
  },
  newsletter: {
    title: 'Newsletter',
    statistics: 4800,
    growth: -1.3,
    series: [{ name: 'Newsletter', data: [10, 15, 7, 12, 3, 16] }],
    categories: MONTHS.slice(0, 6),
    analyticsData: { openRate: 38 },
  },
}
