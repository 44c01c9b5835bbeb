import { describe, expect, it } from 'vitest'
import { currencyAffixes, formatEuros, numberSeparators, premiumOf } from './number-format'

describe('numbers in the reader’s format', () => {
  it('takes the separators from the language: a point in English, a comma elsewhere', () => {
    expect(numberSeparators('en')).toEqual({ decimal: '.', thousands: ',' })
    expect(numberSeparators('es')).toEqual({ decimal: ',', thousands: '.' })
    expect(numberSeparators('de')).toEqual({ decimal: ',', thousands: '.' })
    expect(numberSeparators('pt')).toEqual({ decimal: ',', thousands: '.' })
    // French groups with a (narrow) no-break space, never a point.
    expect(numberSeparators('fr').decimal).toBe(',')
    expect(numberSeparators('fr').thousands).toMatch(/^\s$/u)
  })

  it('puts the euro sign where the language does', () => {
    expect(currencyAffixes('en')).toEqual({ prefix: '€' })
    expect(currencyAffixes('es').suffix).toMatch(/^\s€$/u)
    expect(currencyAffixes('de').prefix).toBeUndefined()
  })

  it('works out the premium to the cent and writes it in the reader’s money', () => {
    expect(premiumOf(250_000, 0.125)).toBe(312.5)
    expect(premiumOf(180_000, 0.333)).toBe(599.4)
    expect(formatEuros(1234.5, 'en')).toBe('€1,234.50')
    expect(formatEuros(1234.5, 'de')).toMatch(/^1\.234,50\s€$/u)
  })
})
