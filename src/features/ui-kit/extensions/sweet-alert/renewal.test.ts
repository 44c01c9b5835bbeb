import { describe, expect, it } from 'vitest'
import { discountedPremium, MAX_DISCOUNT, parseDiscount } from './renewal'

describe('the renewal discount', () => {
  it('takes a whole percentage up to the broker’s limit, with or without the sign', () => {
    expect(parseDiscount('10')).toEqual({ value: 10 })
    expect(parseDiscount(' 0 ')).toEqual({ value: 0 })
    expect(parseDiscount(`${MAX_DISCOUNT} %`)).toEqual({ value: MAX_DISCOUNT })
  })

  it('says why anything else is refused', () => {
    expect(parseDiscount('  ')).toEqual({ error: 'required' })
    expect(parseDiscount('7.5')).toEqual({ error: 'whole' })
    expect(parseDiscount('-3')).toEqual({ error: 'whole' })
    expect(parseDiscount('ten')).toEqual({ error: 'whole' })
    expect(parseDiscount(String(MAX_DISCOUNT + 1))).toEqual({ error: 'range' })
  })

  it('takes the discount off the premium, to the cent', () => {
    expect(discountedPremium(1240, 15)).toBe(1054)
    expect(discountedPremium(1240, 0)).toBe(1240)
    expect(discountedPremium(999.99, 7)).toBe(929.99)
  })
})
