import { describe, expect, it } from 'vitest'
import { dateMaskFor, numberSeparatorsFor } from './mask-formats'

const EN = { day: 'DD', month: 'MM', year: 'YYYY' }

describe('dateMaskFor', () => {
  it('follows the order and separator of the language', () => {
    expect(dateMaskFor('es', { day: 'DD', month: 'MM', year: 'AAAA' })).toEqual({
      mask: '99/99/9999',
      hint: 'DD/MM/AAAA',
    })
    expect(dateMaskFor('de', { day: 'TT', month: 'MM', year: 'JJJJ' })).toEqual({
      mask: '99.99.9999',
      hint: 'TT.MM.JJJJ',
    })
    expect(dateMaskFor('en', EN)).toEqual({ mask: '99/99/9999', hint: 'MM/DD/YYYY' })
  })

  it('reads a year-first language in its own order', () => {
    expect(dateMaskFor('sv', EN).hint).toBe('YYYY-MM-DD')
  })
})

describe('numberSeparatorsFor', () => {
  it('groups thousands the way the language does', () => {
    expect(numberSeparatorsFor('en')).toEqual({ thousands: ',', decimal: '.' })
    expect(numberSeparatorsFor('de')).toEqual({ thousands: '.', decimal: ',' })
    expect(numberSeparatorsFor('es')).toEqual({ thousands: '.', decimal: ',' })
  })
})
