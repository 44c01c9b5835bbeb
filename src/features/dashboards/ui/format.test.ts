import { describe, expect, it } from 'vitest'
import { formatCategory, formatDay, formatMoneyShort, formatMonth, formatPercent } from './format'

describe('formatMonth', () => {
  it("writes the API's English month in the reader's language", () => {
    expect(formatMonth('Jan', 'en')).toBe('Jan')
    expect(formatMonth('Mar', 'de')).toMatch(/^Mär/)
    expect(formatMonth('Dec', 'es').toLowerCase()).toContain('dic')
  })
  it('leaves anything else as it came', () => {
    expect(formatMonth('Week 3', 'fr')).toBe('Week 3')
  })
})

describe('formatPercent', () => {
  it('takes a percentage, not a fraction', () => {
    expect(formatPercent(12.5, 'en')).toBe('12.5%')
  })
})

describe('formatCategory', () => {
  it('translates English weekdays and months, and leaves data alone', () => {
    expect(formatCategory('Mon', 'en')).toBe('Mon')
    expect(formatCategory('Sun', 'de')).toBe('So')
    expect(formatCategory('Mar', 'de')).toMatch(/^Mär/)
    expect(formatCategory('Desktop', 'fr')).toBe('Desktop')
  })
})

describe('formatMoneyShort', () => {
  it('writes axis money compactly', () => {
    expect(formatMoneyShort(25_000, 'en')).toBe('$25K')
    expect(formatMoneyShort(0, 'en')).toBe('$0')
  })
})

describe('formatDay', () => {
  it("writes an API day in the reader's language, and leaves a bad one alone", () => {
    expect(formatDay('2026-11-22', 'en')).toBe('Nov 22, 2026')
    expect(formatDay('2026-11-22', 'de')).toBe('22.11.2026')
    expect(formatDay('soon', 'en')).toBe('soon')
  })
})
