import { expect, test } from './fixtures'
import { CHART_KINDS, ChartsPage } from './pages/ChartsPage'
import { callApi } from './support/api'
import { admin } from './support/env'
import { chooseLayout, runsLeftToRight, sidewaysOverflow } from './pages/layout'

test.describe('charts', () => {
  test.use({ sharedSession: true })

  let charts: ChartsPage

  test.beforeEach(async ({ signIn, page }) => {
    await signIn(admin, ChartsPage.path('line'))
    charts = new ChartsPage(page)
    await charts.expectDrawn()
  })

  test('every chart screen draws its charts, each with a table of its figures', async () => {
    test.slow()
    for (const kind of CHART_KINDS) {
      await charts.goto(kind)
      const figures = await charts.figures.all()
      expect(figures.length, kind).toBeGreaterThanOrEqual(2)
      for (const figure of figures) {
        const table = figure.getByRole('table')
        await expect(table, kind).toHaveCount(1)
        // The table's caption is the figure's own name.
        const name = await figure.evaluate(
          (node) =>
            document.getElementById(node.getAttribute('aria-labelledby') ?? '')?.textContent,
        )
        await expect(table).toHaveAccessibleName(name ?? '')
        expect(await table.locator('tbody tr').count(), `${kind}: ${name}`).toBeGreaterThan(0)
      }
    }
  })

  test('the menu lists the eight chart screens and the search finds them', async ({ page }) => {
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    for (const title of ['Line', 'Area', 'Bar', 'Donut', 'Radar', 'Scatter', 'Composite'])
      await expect(menu.getByRole('link', { name: title, exact: true })).toBeAttached()
    await menu.getByRole('link', { name: 'Sparkline', exact: true }).click()
    await expect(page).toHaveURL(/\/charts\/sparkline$/)
    // The address changes before the screen does: wait for the new one, not the old figures.
    await expect(charts.heading).toHaveText(/sparkline/i)
    await charts.expectDrawn()
    await page.keyboard.press('Control+k')
    const query = page.getByRole('textbox', { name: 'Search' })
    await query.fill('radar')
    await expect(
      page
        .getByRole('group', { name: 'Pages' })
        .getByRole('button', { name: 'Radar', exact: true }),
    ).toBeVisible()
    await query.press('Enter')
    await expect(page).toHaveURL(/\/charts\/radar$/)
    await expect(charts.heading).toHaveText('Radar charts')
    await charts.expectDrawn()
  })

  test('a tooltip shows the figures of the month under the pointer', async ({ page }) => {
    const figure = charts.figure('Written premiums by month')
    const surface = figure.locator('svg.recharts-surface')
    const box = await surface.boundingBox()
    if (!box) throw new Error('the chart has no box')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    const tooltip = figure.locator('.recharts-tooltip-wrapper')
    await expect(tooltip).toBeVisible()
    await expect(tooltip).toContainText('Auto')
    await expect(tooltip).toContainText('Commercial')
    await expect(tooltip).toContainText('$')
  })

  test('the live charts count the seeded invoices and users', async () => {
    await charts.goto('donut')
    const invoices = await charts.tableRows('Invoices by status')
    const total = invoices.reduce((sum, [, count]) => sum + Number(count), 0)
    expect(total).toBe(50)
    await charts.goto('bar')
    const users = await charts.tableRows('Users by plan and status')
    expect(users.map(([plan]) => plan)).toEqual(['Basic', 'Team', 'Company', 'Enterprise'])
    const people = users.flatMap(([, ...counts]) => counts).reduce((a, b) => a + Number(b), 0)
    expect(people).toBe(50)
  })

  test('the invoice donut follows the invoices, after a reload too', async ({ page }) => {
    await charts.goto('donut')
    const total = async () =>
      (await charts.tableRows('Invoices by status')).reduce((sum, [, n]) => sum + Number(n), 0)
    await expect.poll(total).toBe(50)
    const deleted = await callApi(page, '/apps/invoice/delete', {
      method: 'DELETE',
      body: { id: 1 },
    })
    expect(deleted.status).toBe(200)
    // The worker announces the write; the chart's counts refetch without a reload.
    await expect.poll(total).toBe(49)
    await page.reload()
    await charts.expectDrawn()
    await expect.poll(total).toBe(49)
  })

  test('in Spanish, axes, quarters, shares and changes read in Spanish', async ({ page }) => {
    await chooseLayout(page, { language: 'es' })
    await charts.goto('bar')
    const claims = charts.figure('Siniestros por ramo')
    await expect(claims.locator('svg.recharts-surface')).toContainText('Trimestre')
    await expect(claims.locator('svg.recharts-surface')).toContainText('Siniestros abiertos')
    expect((await charts.tableRows('Siniestros por ramo')).map(([quarter]) => quarter)).toEqual([
      'T1',
      'T2',
      'T3',
      'T4',
    ])
    await charts.goto('area')
    // The percent chart's axis ticks, written the Spanish way ("50 %").
    const share = charts.figure('Nueva producción frente a renovaciones')
    await expect(share.locator('svg.recharts-surface')).toContainText('50\u00a0%')
    await expect(share.locator('svg.recharts-surface')).toContainText('Proporción')
    await charts.goto('sparkline')
    const policies = charts.figure('Pólizas nuevas esta semana')
    await expect(policies).toContainText(/\+\d+,\d\u00a0% en 12 semanas/)
  })

  test('on a phone in RTL, no chart screen scrolls sideways', async ({ page }) => {
    test.slow()
    await page.setViewportSize({ width: 375, height: 800 })
    await chooseLayout(page, { rtl: true })
    for (const kind of CHART_KINDS) {
      await charts.goto(kind)
      expect(await sidewaysOverflow(page), kind).toBeLessThanOrEqual(0)
    }
    // A change badge starts with its figure ("+86.4% in 12 weeks"), whatever the page's side.
    const badge = charts.figure('New policies this week').getByText(/in 12 weeks/)
    await expect(badge).toHaveText(/^\+\d+(\.\d)?% in 12 weeks$/)
    expect(await runsLeftToRight(badge)).toBe(true)
  })
})
