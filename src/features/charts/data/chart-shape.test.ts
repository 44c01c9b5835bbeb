import { describe, expect, it } from 'vitest'
import {
  crossTab,
  lossRatios,
  monthLabel,
  sumOf,
  seriesTable,
  tableRows,
  toCells,
  trendOf,
  withMonthLabels,
} from './chart-shape'
import { CLAIMS_PAID_BY_MONTH, LINES, PREMIUMS_BY_MONTH } from './insurance.data'

describe('month labels', () => {
  it('names the month in the reader language', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar')
    expect(monthLabel('2026-03', 'de')).toMatch(/^Mär/)
    expect(monthLabel('2026-12', 'es')).toMatch(/^dic/)
  })

  it('leaves a value that is not a month as it is', () => {
    expect(monthLabel('Q1', 'en')).toBe('Q1')
  })

  it('adds a label to each row without touching the rest', () => {
    expect(withMonthLabels([{ month: '2026-01', n: 3 }], 'en')).toEqual([
      { month: '2026-01', n: 3, label: 'Jan' },
    ])
  })
})

describe('loss ratios', () => {
  it('divides claims by premiums, as a percentage to one decimal', () => {
    expect(
      lossRatios(
        [
          { month: '2026-01', total: 601 },
          { month: '2026-02', total: 400 },
        ],
        [
          { month: '2026-01', paid: 398 },
          { month: '2026-02', paid: 300 },
        ],
      ),
    ).toEqual([
      { month: '2026-01', premiums: 601, claims: 398, lossRatio: 66.2 },
      { month: '2026-02', premiums: 400, claims: 300, lossRatio: 75 },
    ])
  })

  it('leaves out months missing on one side, and never divides by zero', () => {
    const rows = lossRatios(
      [
        { month: '2026-01', total: 0 },
        { month: '2026-02', total: 100 },
      ],
      [{ month: '2026-01', paid: 50 }],
    )
    expect(rows).toEqual([{ month: '2026-01', premiums: 0, claims: 50, lossRatio: 0 }])
  })

  it('covers the whole demo year', () => {
    const rows = lossRatios(
      PREMIUMS_BY_MONTH.map((row) => ({ month: row.month, total: sumOf(row, LINES) })),
      CLAIMS_PAID_BY_MONTH,
    )
    expect(rows).toHaveLength(12)
    expect(rows[0]).toMatchObject({ premiums: 601, claims: 398 })
  })
})

describe('donut cells', () => {
  it('labels and colours the counts, dropping empty slices', () => {
    const cells = toCells(
      [
        { key: 'Paid', count: 4 },
        { key: 'Draft', count: 0 },
      ],
      (key) => `status ${key}`,
      () => 'teal.6',
    )
    expect(cells).toEqual([{ name: 'status Paid', value: 4, color: 'teal.6' }])
  })
})

describe('cross tabulation', () => {
  it('puts a count in every cell, 0 where none was given', () => {
    const rows = crossTab(
      [
        { row: 'basic', column: 'active', count: 3 },
        { row: 'team', column: 'pending', count: 1 },
      ],
      ['basic', 'team'],
      ['active', 'pending'],
    )
    expect(rows).toEqual([
      { key: 'basic', active: 3, pending: 0 },
      { key: 'team', active: 0, pending: 1 },
    ])
  })
})

describe('trend', () => {
  it('gives the last value and the change from the first', () => {
    expect(trendOf([20, 25, 30])).toEqual({ last: 30, change: 50 })
    expect(trendOf([64, 45])).toEqual({ last: 45, change: -29.7 })
  })

  it('is flat for an empty series or a zero start', () => {
    expect(trendOf([])).toEqual({ last: 0, change: 0 })
    expect(trendOf([0, 5])).toEqual({ last: 5, change: 0 })
  })
})

describe('text alternative rows', () => {
  it('lists the category then each series, formatted, with a dash for a gap', () => {
    const rows = tableRows(
      [
        { label: 'Jan', a: 1, b: 2 },
        { label: 'Feb', a: 3 },
      ],
      'label',
      [
        { name: 'a', label: 'A' },
        { name: 'b', label: 'B' },
      ],
      (value) => `${value}!`,
    )
    expect(rows).toEqual([
      ['Jan', '1!', '2!'],
      ['Feb', '3!', '—'],
    ])
  })

  it('makes the whole table: the category column, then a column per series', () => {
    const table = seriesTable(
      'Month',
      [{ label: 'Jan', a: 1 }],
      'label',
      [{ name: 'a', label: 'Premiums' }],
      String,
    )
    expect(table).toEqual({ columns: ['Month', 'Premiums'], rows: [['Jan', '1']] })
  })
})
