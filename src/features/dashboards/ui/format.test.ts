import { describe, expect, it } from 'vitest'
import { formatCategory, formatMoneyShort, formatMonth, formatPercent } from './format'

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
