import { afterEach, describe, expect, it } from 'vitest'
import {
  formatCategory,
  formatCount,
  formatMoney,
  formatMoneyShort,
  formatMonth,
  formatPercent,
} from './format'

const { NumberFormat, DateTimeFormat } = Intl
let built = 0
afterEach(() => Object.assign(Intl, { NumberFormat, DateTimeFormat }))

/** Counts the Intl formatters built from here on. */
function countBuilds() {
  built = 0
  class CountedNumberFormat extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args)
      built += 1
    }
  }
  class CountedDateTimeFormat extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args)
      built += 1
    }
  }
  Object.assign(Intl, { NumberFormat: CountedNumberFormat, DateTimeFormat: CountedDateTimeFormat })
}

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

describe('the formatters', () => {
  // A dashboard writes hundreds of figures; building an Intl formatter for each cost ~12 ms.
  it('build each Intl formatter once per language and options, however many figures', () => {
    countBuilds()
    const write = () => {
      for (let value = 1; value <= 50; value += 1) {
        formatMoney(value * 1.5, 'pt')
        formatCount(value, 'pt')
        formatPercent(value, 'pt')
        formatMoneyShort(value * 1000, 'pt')
        formatCategory('Tue', 'pt')
        formatMonth('Feb', 'pt')
      }
    }
    write()
    const first = built
    expect(first).toBeGreaterThan(0)
    expect(first).toBeLessThanOrEqual(7)
    write()
    expect(built).toBe(first)
  })
})
