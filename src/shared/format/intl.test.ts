import { describe, expect, it } from 'vitest'
import { dateTimeFormat, numberFormat } from './intl'

describe('numberFormat', () => {
  it('builds one formatter per language and options, and reuses it', () => {
    const euros = numberFormat('de', { style: 'currency', currency: 'EUR' })
    expect(numberFormat('de', { style: 'currency', currency: 'EUR' })).toBe(euros)
    expect(numberFormat('fr', { style: 'currency', currency: 'EUR' })).not.toBe(euros)
    expect(numberFormat('de', { style: 'currency', currency: 'USD' })).not.toBe(euros)
    expect(euros.format(1.5)).toBe(new Intl.NumberFormat('de', euros.resolvedOptions()).format(1.5))
  })
})

describe('dateTimeFormat', () => {
  it('builds one formatter per language and options, and reuses it', () => {
    const months = dateTimeFormat('es', { month: 'short', timeZone: 'UTC' })
    expect(dateTimeFormat('es', { month: 'short', timeZone: 'UTC' })).toBe(months)
    expect(dateTimeFormat('es', { month: 'long', timeZone: 'UTC' })).not.toBe(months)
    expect(dateTimeFormat('pt', { month: 'short', timeZone: 'UTC' })).not.toBe(months)
  })
})
