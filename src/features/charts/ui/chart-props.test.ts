import { describe, expect, it } from 'vitest'
import { gridChartProps, moneyAxisWidth } from './chart-props'

const thousandsIn = (locale: string) => {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  })
  return (value: number) => format.format(value * 1000)
}

describe('gridChartProps', () => {
  it('gives the shared height, key, legend and axis names', () => {
    expect(gridChartProps({ x: 'Month', y: 'Premiums' })).toEqual({
      h: 300,
      dataKey: 'label',
      withLegend: true,
      legendProps: { verticalAlign: 'bottom' },
      xAxisLabel: 'Month',
      yAxisLabel: 'Premiums',
    })
  })

  it('adds the right axis, the format and the left axis width only when asked', () => {
    const format = (value: number) => `${value}`
    const props = gridChartProps({ x: 'Month', right: 'Lapses', format, yWidth: 80, h: 320 })
    expect(props).toMatchObject({
      h: 320,
      withRightYAxis: true,
      rightYAxisLabel: 'Lapses',
      valueFormatter: format,
      yAxisProps: { width: 80 },
    })
    expect(props).not.toHaveProperty('yAxisLabel')
  })
})

describe('moneyAxisWidth', () => {
  it('stays near 70 px for short English ticks and widens for longer ones', () => {
    // ICU builds differ a little ("$750K" in Chromium, "$750.0K" in some Node builds).
    const english = moneyAxisWidth(thousandsIn('en'))
    expect(english).toBeGreaterThanOrEqual(70)
    expect(english).toBeLessThanOrEqual(75)
    expect(moneyAxisWidth(thousandsIn('es'))).toBeGreaterThan(english + 10)
  })
})
