import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import {
  ANALYTICS_CARDS,
  STATISTICS_CARDS,
  analyticsSchemas,
  statisticsCardSchema,
  type AnalyticsCard,
  type StatisticsCard,
} from '@/features/dashboards/dashboards.schema'
import type { Invoice } from '@/features/invoice/invoice.schema'
import { ecommerceOrders } from '@mocks/ecommerce/ecommerce.table'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}
const token = async () => (await signIn()).accessToken
const card = <T>(t: string | null, path: string, query?: Record<string, string>) =>
  call<T & ErrorBody>('GET', path, { token: t, query })
const analytics = <N extends keyof typeof analyticsSchemas>(
  t: string,
  name: N,
  query?: Record<string, string>,
) => card<AnalyticsCard<N>>(t, `/card/card-analytics/${name}`, query)
const statistics = (t: string, name: string) =>
  card<StatisticsCard>(t, `/card/card-statistics/${name}`)

describe('GET /card/card-analytics/{name}', () => {
  it('answers every card in its contract shape', async () => {
    const t = await token()
    for (const name of ANALYTICS_CARDS) {
      const { status, body } = await analytics(t, name)
      expect(status, name).toBe(200)
      expect(analyticsSchemas[name].safeParse(body).success, name).toBe(true)
    }
  })

  it('gives avg-sessions different figures per period, last 28 days by default', async () => {
    const t = await token()
    const byDefault = await analytics(t, 'avg-sessions')
    const days = await analytics(t, 'avg-sessions', { period: 'last-28-days' })
    const month = await analytics(t, 'avg-sessions', { period: 'last-month' })
    const year = await analytics(t, 'avg-sessions', { period: 'last-year' })
    expect(byDefault.body).toEqual(days.body)
    expect(days.body.period).toBe('last-28-days')
    expect(new Set([days.body.sessions, month.body.sessions, year.body.sessions]).size).toBe(3)
  })

  it('gives revenue-report different figures per year, 2020 by default', async () => {
    const t = await token()
    const byDefault = await analytics(t, 'revenue-report')
    expect(byDefault.body).toMatchObject({ year: '2020', years: ['2020', '2019', '2018'] })
    const older = await analytics(t, 'revenue-report', { year: '2018' })
    expect(older.body.year).toBe('2018')
    expect(older.body.price).not.toBe(byDefault.body.price)
  })

  it('answers 400 naming a bad period or year, 404 for an unknown card', async () => {
    const t = await token()
    const period = await analytics(t, 'avg-sessions', { period: 'yesterday' })
    expect(period.status).toBe(400)
    expect(period.body.error.fields).toHaveProperty('period')
    const year = await analytics(t, 'revenue-report', { year: '1999' })
    expect(year.status).toBe(400)
    expect(year.body.error.fields).toHaveProperty('year')
    const unknown = await card(t, '/card/card-analytics/weather')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.code).toBe('not_found')
  })
})

describe('GET /card/card-statistics/{name}', () => {
  it('answers every card as named numeric series', async () => {
    const t = await token()
    for (const name of STATISTICS_CARDS) {
      const { status, body } = await statistics(t, name)
      expect(status, name).toBe(200)
      expect(statisticsCardSchema.safeParse(body).success, name).toBe(true)
      expect(body.series[0]!.data).toHaveLength(body.categories.length)
    }
  })

  it('answers 404 for an unknown card', async () => {
    const { status, body } = await statistics(await token(), 'weather')
    expect(status).toBe(404)
    expect(body.error.code).toBe('not_found')
  })
})

describe('access', () => {
  it("refuses the client's token (403) and no token (401)", async () => {
    const client = (await signIn('client@demo.com')).accessToken
    for (const path of ['/card/card-analytics/revenue', '/card/card-statistics/orders']) {
      expect((await card(client, path)).status).toBe(403)
      expect((await card(null, path)).status).toBe(401)
    }
  })
})

describe('figures computed from the store', () => {
  it('moves goal overview when an invoice payment is recorded', async () => {
    const t = await token()
    const before = await analytics(t, 'goal-overview')
    const list = await call<{ invoices: Invoice[] }>('GET', '/apps/invoice/invoices', {
      token: t,
      query: { status: 'Sent', perPage: '1', allData: 'false' },
    })
    const invoice = list.body.invoices[0]!
    const paid = await call('POST', '/apps/invoice/add-payment', {
      token: t,
      body: { id: invoice.id, amount: 10, date: '2026-11-22', method: 'Cash' },
    })
    expect(paid.status).toBe(200)
    const after = await analytics(t, 'goal-overview')
    expect(after.body.completed).toBeCloseTo(before.body.completed + 10, 2)
    expect(after.body.inProgress).toBeCloseTo(before.body.inProgress - 10, 2)
  })

  it('moves revenue when an invoice is issued this month', async () => {
    const t = await token()
    const before = await analytics(t, 'revenue')
    const stat = await statistics(t, 'revenue')
    const today = new Date().toISOString().slice(0, 10)
    const added = await call('POST', '/apps/invoice/add', {
      token: t,
      body: {
        invoice: {
          issuedDate: today,
          dueDate: today,
          client: {
            name: 'Ana',
            company: 'A',
            companyEmail: 'a@a.es',
            address: '',
            country: '',
            contact: '',
          },
          service: 'Policy',
          items: [{ item: 'Policy', description: '', cost: 500, quantity: 1, discount: 0, tax: 0 }],
          salesperson: 'John Doe',
          note: '',
          paymentTerms: 'Net 30',
        },
      },
    })
    expect(added.status).toBe(201)
    expect((await analytics(t, 'revenue')).body.thisMonth).toBeCloseTo(
      before.body.thisMonth + 500,
      2,
    )
    expect((await statistics(t, 'revenue')).body.statistics).toBeCloseTo(
      stat.body.statistics + 500,
      2,
    )
  })

  it('moves customers, subscribers and active users when a user is added or suspended', async () => {
    const t = await token()
    const active = async () =>
      (await analytics(t, 'customers')).body.listData.find((d) => d.text === 'active')!.result
    const before = await active()
    const subscribers = (await statistics(t, 'subscribers')).body.statistics
    const added = await call<{ user: { id: number } }>('POST', '/apps/users/add-user', {
      token: t,
      body: {
        user: {
          fullName: 'Ana Beltrán',
          username: 'ana.beltran',
          email: 'ana.beltran@example.com',
          company: 'Beltrán Seguros',
          country: 'Spain',
          contact: '+34 600 111 222',
          role: 'editor',
          currentPlan: 'team',
          billing: 'Auto Debit',
        },
      },
    })
    expect(added.status).toBe(201)
    expect(await active()).toBe(before + 1)
    expect((await statistics(t, 'subscribers')).body.statistics).toBe(subscribers + 1)
    const activeUsers = (await statistics(t, 'active-users')).body.statistics
    const suspended = await call('POST', '/apps/users/update-user', {
      token: t,
      body: { user: { id: added.body.user.id, status: 'inactive' } },
    })
    expect(suspended.status).toBe(200)
    expect(await active()).toBe(before)
    expect((await statistics(t, 'active-users')).body.statistics).toBe(activeUsers - 1)
  })

  it("counts the shop's orders, and an order placed at checkout moves the figures", async () => {
    const t = await token()
    const seeded = await ecommerceOrders().toArray()
    const before = await analytics(t, 'product-orders')
    expect(before.body.total).toBe(seeded.length)
    const ordersBefore = (await statistics(t, 'orders')).body.statistics
    const todayBefore = (await statistics(t, 'orders-bar-chart')).body.series[0]!.data.at(-1)!
    const placed = await call('POST', '/apps/ecommerce/orders', {
      token: t,
      body: {
        address: {
          fullName: 'Ana Ortega',
          phone: '+34 611 222 333',
          street: 'Calle Mayor 1',
          city: 'Sevilla',
          zip: '41001',
          country: 'Spain',
          kind: 'home',
        },
        payment: { method: 'cod' },
      },
    })
    expect(placed.status).toBe(201)
    const after = await analytics(t, 'product-orders')
    expect(after.body.total).toBe(seeded.length + 1)
    expect(after.body.chart_info.pending).toBe(before.body.chart_info.pending + 1)
    expect((await statistics(t, 'orders')).body.statistics).toBe(ordersBefore + 1)
    expect((await statistics(t, 'orders-bar-chart')).body.series[0]!.data.at(-1)).toBe(
      todayBefore + 1,
    )
  })
})
