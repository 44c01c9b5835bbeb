/**
 * The figures the product's own data gives: invoice money (invoices table), user records by
 * status, plan and role (users table), and the shop's orders (orders-source.ts). Each card is
 * computed on request, so the dashboard moves when the data does.
 */
import type { AnalyticsCard, StatisticsCard } from '@/features/dashboards/dashboards.schema'
import { invoices } from '../invoice/invoice.table'
import { users } from '../users/users.table'
import { MONTHS, WEEK } from './cards.seed-data'
import { orderState, readShopOrders } from './orders-source'

const DAY = 86_400_000
const round2 = (value: number) => Math.round(value * 100) / 100
const growthOf = (now: number, before: number) =>
  before === 0 ? (now === 0 ? 0 : 100) : round2(((now - before) / Math.abs(before)) * 100)

/** `YYYY-MM` of the current month and the five before it, oldest first. */
function lastMonths(now: Date, count = 6): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1))
    return d.toISOString().slice(0, 7)
  })
}
const monthLabel = (key: string) => MONTHS[Number(key.slice(5, 7)) - 1]!

export async function goalOverview(): Promise<AnalyticsCard<'goal-overview'>> {
  let completed = 0
  let inProgress = 0
  await invoices().each((row) => {
    const owed = Math.max(row.balanceValue, 0)
    inProgress += owed
    completed += Math.max(row.total - owed, 0)
  })
  const all = completed + inProgress
  return {
    completed: round2(completed),
    inProgress: round2(inProgress),
    percent: all === 0 ? 0 : Math.round((completed / all) * 100),
  }
}

/** Money invoiced (by issue date) plus shop sales (by order date), per month. */
async function revenueByMonth(keys: readonly string[]): Promise<number[]> {
  const sums = new Map(keys.map((key) => [key, 0]))
  await invoices()
    .where('issuedDate')
    .aboveOrEqual(`${keys[0]}-01`)
    .each((row) => {
      const key = row.issuedDate.slice(0, 7)
      if (sums.has(key)) sums.set(key, sums.get(key)! + row.total)
    })
  for (const order of await readShopOrders()) {
    const key = order.placedAt.slice(0, 7)
    if (sums.has(key) && orderState(order.status) !== 'rejected')
      sums.set(key, sums.get(key)! + order.total)
  }
  return keys.map((key) => round2(sums.get(key)!))
}

export async function revenue(now = new Date()): Promise<AnalyticsCard<'revenue'>> {
  const keys = lastMonths(now)
  const values = await revenueByMonth(keys)
  return {
    thisMonth: values.at(-1)!,
    lastMonth: values.at(-2)!,
    months: keys.map((key, i) => ({ month: monthLabel(key), value: values[i]! })),
  }
}

export async function productOrders(): Promise<AnalyticsCard<'product-orders'>> {
  const chart_info = { finished: 0, pending: 0, rejected: 0 }
  const orders = await readShopOrders()
  for (const order of orders) chart_info[orderState(order.status)] += 1
  return {
    last_days: ['Last 28 Days', 'Last Month', 'Last Year'],
    chart_info,
    total: orders.length,
  }
}

export async function customers(): Promise<AnalyticsCard<'customers'>> {
  const [active, pending, inactive] = await Promise.all(
    (['active', 'pending', 'inactive'] as const).map((status) =>
      users().where('status').equals(status).count(),
    ),
  )
  return {
    listData: [
      { icon: 'IconUserCheck', iconColor: 'green', text: 'active', result: active! },
      { icon: 'IconUserExclamation', iconColor: 'orange', text: 'pending', result: pending! },
      { icon: 'IconUserOff', iconColor: 'gray', text: 'inactive', result: inactive! },
    ],
  }
}

export async function revenueStatistics(now = new Date()): Promise<StatisticsCard> {
  const keys = lastMonths(now)
  const values = await revenueByMonth(keys)
  let invoiced = 0
  await invoices().each((row) => (invoiced += row.total))
  const sold = (await readShopOrders())
    .filter((order) => orderState(order.status) !== 'rejected')
    .reduce((sum, order) => sum + order.total, 0)
  return {
    title: 'Revenue',
    statistics: round2(invoiced + sold),
    growth: growthOf(values.at(-1)!, values.at(-2)!),
    series: [{ name: 'Revenue', data: values }],
    categories: keys.map(monthLabel),
    analyticsData: { invoiced: round2(invoiced), sold: round2(sold) },
  }
}

/** Orders placed in the shop: per day of the last week, or per month of the last six. */
export async function orderStatistics(byDay: boolean, now = new Date()): Promise<StatisticsCard> {
  const orders = await readShopOrders()
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const keys = byDay
    ? Array.from({ length: 7 }, (_, i) =>
        new Date(today - (6 - i) * DAY).toISOString().slice(0, 10),
      )
    : lastMonths(now)
  const counts = keys.map(
    (key) => orders.filter((order) => order.placedAt.slice(0, key.length) === key).length,
  )
  const categories = byDay
    ? keys.map((key) => WEEK[(new Date(key).getUTCDay() + 6) % 7]!)
    : keys.map(monthLabel)
  const half = Math.floor(counts.length / 2)
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0)
  return {
    title: 'Orders',
    statistics: byDay ? sum(counts) : orders.length,
    growth: growthOf(sum(counts.slice(half)), sum(counts.slice(0, half))),
    series: [{ name: 'Orders', data: counts }],
    categories,
    analyticsData: { pending: orders.filter((o) => orderState(o.status) === 'pending').length },
  }
}

/** User records: all of them by plan (subscribers), or the active ones by role. */
export async function userStatistics(activeOnly: boolean): Promise<StatisticsCard> {
  const rows = activeOnly
    ? await users().where('status').equals('active').toArray()
    : await users().toArray()
  const groups = activeOnly
    ? ['admin', 'author', 'editor', 'maintainer', 'subscriber']
    : ['basic', 'team', 'company', 'enterprise']
  const data = groups.map(
    (group) => rows.filter((row) => (activeOnly ? row.role : row.currentPlan) === group).length,
  )
  const total = await users().count()
  return {
    title: activeOnly ? 'Active Users' : 'Subscribers',
    statistics: rows.length,
    growth: total === 0 ? 0 : round2((rows.length / total) * 100),
    series: [{ name: activeOnly ? 'Active users' : 'Subscribers', data }],
    categories: groups,
    analyticsData: { total },
  }
}
