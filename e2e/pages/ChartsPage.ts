import { expect, type Locator, type Page } from '@playwright/test'

export const CHART_KINDS = [
  'line',
  'area',
  'bar',
  'donut',
  'radar',
  'scatter',
  'composite',
  'sparkline',
] as const
export type ChartKind = (typeof CHART_KINDS)[number]

/** What recharts draws for a series, whatever the kind of chart. */
const SERIES = [
  '.recharts-line-curve',
  '.recharts-area-area',
  '.recharts-bar-rectangle',
  '.recharts-pie-sector',
  '.recharts-radar-polygon',
  '.recharts-scatter-symbol',
].join(', ')

/** A chart screen (/charts/<kind>): figures, each named by its title, with a hidden data table. */
export class ChartsPage {
  readonly heading: Locator
  readonly figures: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 })
    this.figures = page.getByRole('main').getByRole('figure')
  }

  static path = (kind: ChartKind) => `/charts/${kind}`

  async goto(kind: ChartKind): Promise<void> {
    await this.page.goto(ChartsPage.path(kind))
    await this.expectDrawn()
  }

  /** Every figure has drawn its svg and at least one series. */
  async expectDrawn(): Promise<void> {
    await expect(this.heading).toBeVisible()
    await expect(this.figures.first()).toBeVisible()
    for (const figure of await this.figures.all()) {
      await expect(figure.locator('svg.recharts-surface').first()).toBeVisible()
      await expect(this.series(figure).first()).toBeAttached()
    }
  }

  figure(name: string): Locator {
    return this.page.getByRole('figure', { name, exact: true })
  }

  series(figure: Locator): Locator {
    return figure.locator(SERIES)
  }

  /** The figure's text alternative: a table captioned with the figure's title. */
  table(name: string): Locator {
    return this.figure(name).getByRole('table', { name, exact: true })
  }

  /** The body rows of a figure's table, as text cells. */
  async tableRows(name: string): Promise<string[][]> {
    return this.table(name)
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => Array.from(row.children).map((cell) => cell.textContent?.trim() ?? '')),
      )
  }
}
