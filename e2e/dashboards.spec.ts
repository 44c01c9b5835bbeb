import { expect, test } from './fixtures'
import { DashboardPage } from './pages/DashboardPage'
import { callApi } from './support/api'
import { admin } from './support/env'

test.describe('dashboards', () => {
  test.use({ sharedSession: true })

  let dash: DashboardPage

  test.beforeEach(async ({ signIn, page }) => {
    await signIn(admin, DashboardPage.ecommerce)
    dash = new DashboardPage(page)
  })

  test('the e-commerce dashboard renders every card with data, after a reload too', async ({
    page,
  }) => {
    await expect(page.locator('main h1')).toHaveText('eCommerce dashboard')
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await dash.expectCards(DashboardPage.ecommerceCards)
      await expect(dash.figure('goal-overview')).toHaveText(/%/)
      await expect(dash.card('company-table').locator('tbody tr')).toHaveCount(6)
      await expect(dash.card('transactions').getByText(/\$/).first()).toBeVisible()
      const report = dash.card('revenue-report')
      await expect(
        report.getByRole('img', { name: 'Earnings and expenses, month by month' }),
      ).toBeVisible()
      // The chart's figures, for screen readers: a row per month, earning and expense.
      await expect(report.locator('table').first().locator('tbody tr')).toHaveCount(9)
    }
  })

  test('the analytics dashboard renders every card with data, after a reload too', async ({
    page,
  }) => {
    await page.goto(DashboardPage.analytics)
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await dash.expectCards(DashboardPage.analyticsCards)
      await expect(dash.figure('support-tracker')).toHaveText('163')
      await expect(dash.card('customers').getByTestId('customers-active')).toHaveText(/^\d+$/)
    }
  })

  test("a chart shows a month's figures on hover; the dashboards load no chart library", async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.reload()
    await dash.expectCards(DashboardPage.ecommerceCards)
    const report = dash.card('revenue-report')
    await report.getByTestId('glance-hit').nth(2).hover()
    const tip = page.locator('.mantine-TooltipFloating-tooltip:visible')
    await expect(tip).toContainText('Mar')
    await expect(tip).toContainText(/Earning: \$[\d,]+/)
    await expect(tip).toContainText(/Expense: \$[\d,]+/)

    await page.goto(DashboardPage.analytics)
    await dash.expectCards(DashboardPage.analyticsCards)
    expect(scripts.filter((path) => /\/assets\/charts-/.test(path))).toEqual([])
  })

  test('each card endpoint is asked for once on a reload (the route prefetch and the cards read the same keys)', async ({
    page,
  }) => {
    for (const [path, cards, endpoints] of [
      [DashboardPage.ecommerce, DashboardPage.ecommerceCards, 9],
      [DashboardPage.analytics, DashboardPage.analyticsCards, 8],
    ] as const) {
      await page.goto(path)
      await dash.expectCards(cards)
      const calls: string[] = []
      const onRequest = (request: { url: () => string }) => {
        const url = new URL(request.url())
        if (url.pathname.startsWith('/card/')) calls.push(url.pathname + url.search)
      }
      page.on('request', onRequest)
      await page.reload()
      await dash.expectCards(cards)
      page.off('request', onRequest)
      // A card reading another key than the route prefetched would ask a second time.
      expect(calls.toSorted(), path).toEqual([...new Set(calls)].toSorted())
      expect(new Set(calls).size, path).toBe(endpoints)
    }
  })

  test('the period selector changes the average sessions', async ({ page }) => {
    await page.goto(DashboardPage.analytics)
    const figure = dash.figure('avg-sessions')
    await expect(figure).toHaveText('2,700')
    const period = dash.card('avg-sessions').getByLabel('Period')
    await period.selectOption({ label: 'Last Month' })
    await expect(figure).toHaveText('3,150')
    await period.selectOption({ label: 'Last Year' })
    await expect(figure).toHaveText('38,600')
  })

  test('the year selector changes the revenue report', async () => {
    const figure = dash.figure('revenue-report')
    await expect(figure).toHaveText('$25,852')
    await dash.card('revenue-report').getByLabel('Year').selectOption('2019')
    await expect(figure).toHaveText('$21,340')
    await dash.card('revenue-report').getByLabel('Year').selectOption('2018')
    await expect(figure).toHaveText('$17,620')
  })

  test('a recorded invoice payment moves the goal overview, after a reload too', async ({
    page,
  }) => {
    const collected = dash.card('goal-overview').getByTestId('goal-completed')
    await expect(collected).toHaveText(/\$/)
    const before = await collected.innerText()
    const list = await callApi<{ invoices: { id: number }[] }>(
      page,
      '/apps/invoice/invoices?status=Sent&perPage=1&allData=false',
    )
    const id = list.body.invoices[0]!.id
    const paid = await callApi(page, '/apps/invoice/add-payment', {
      method: 'POST',
      body: { id, amount: 1, date: '2026-11-22', method: 'Cash' },
    })
    expect(paid.status).toBe(200)
    // The write's broadcast refreshes the card without a reload.
    await expect(collected).not.toHaveText(before)
    const after = await collected.innerText()
    await page.reload()
    await expect(collected).toHaveText(after)
  })

  test('an order placed in the shop moves the orders figure, after a reload too', async ({
    page,
  }) => {
    const orders = dash.card('statistics').getByTestId('statistic-orders').getByTestId('figure')
    await expect(orders).toHaveText(/^\d+$/)
    const before = Number(await orders.innerText())
    const placed = await callApi(page, '/apps/ecommerce/orders', {
      method: 'POST',
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
    await expect(orders).toHaveText(String(before + 1))
    await page.reload()
    await expect(orders).toHaveText(String(before + 1))
  })

  test('the meeting card shows the next meeting in the calendar, after a reload too', async ({
    page,
  }) => {
    const meeting = dash.card('meetup')
    await expect(dash.figure('meetup')).not.toBeEmpty()
    const start = new Date(Date.now() + 2 * 60_000)
    const end = new Date(start.getTime() + 30 * 60_000)
    const added = await callApi(page, '/apps/calendar/add-event', {
      method: 'POST',
      body: {
        event: {
          title: 'Renewal review with Almeida Vinhos',
          start: start.toISOString(),
          end: end.toISOString(),
          allDay: false,
          extendedProps: {
            calendar: 'Business',
            location: 'Meeting room 3',
            guests: ['Mateo Herrera'],
          },
        },
      },
    })
    expect(added.status).toBe(201)
    for (const reload of [false, true]) {
      if (reload) await page.reload()
      await expect(dash.figure('meetup')).toHaveText('Renewal review with Almeida Vinhos')
      await expect(meeting.getByText('Meeting room 3')).toBeVisible()
      await expect(meeting.getByRole('img', { name: 'Mateo Herrera' })).toBeVisible()
    }
    await meeting.getByRole('link', { name: 'Open the calendar' }).click()
    await expect(page).toHaveURL(/\/apps\/calendar/)
  })

  test('suspending a user moves the customers card', async ({ page }) => {
    await page.goto(DashboardPage.analytics)
    const active = dash.card('customers').getByTestId('customers-active')
    await expect(active).toHaveText(/^\d+$/)
    const before = Number(await active.innerText())
    const users = await callApi<{ users: { id: number }[] }>(
      page,
      '/api/users/list/data?status=active&perPage=1',
    )
    const id = users.body.users[0]!.id
    const suspended = await callApi(page, '/apps/users/update-user', {
      method: 'POST',
      body: { user: { id, status: 'inactive' } },
    })
    expect(suspended.status).toBe(200)
    await expect(active).toHaveText(String(before - 1))
    await page.reload()
    await expect(active).toHaveText(String(before - 1))
  })

  test('a card whose call fails says so and retries', async ({ page }) => {
    await DashboardPage.installGate(page)
    await page.goto(DashboardPage.ecommerce)
    await dash.gate({ fail: 'card-analytics/support-tracker' })
    await page.getByRole('link', { name: 'Analytics', exact: true }).click()
    const card = dash.card('support-tracker')
    await expect(card.getByTestId('card-error')).toBeVisible()
    await dash.gate({ fail: '' })
    await card.getByRole('button', { name: 'Retry' }).click()
    await expect(dash.figure('support-tracker')).toHaveText('163')
  })
})
