import { describe, expect, it } from 'vitest'
import { ageFactor, deductibleFactor, estimatePremium, type PremiumInput } from './premium'

const typical: PremiumInput = {
  carValue: 20_000,
  driverAges: [35, 52],
  deductible: 150,
  claimFreeYears: 0,
}

describe('the car premium estimate', () => {
  it('starts from a base that grows with the car’s value', () => {
    expect(estimatePremium(typical)).toEqual({
      base: 680,
      ageFactor: 1,
      deductibleFactor: 1,
      claimFreeDiscount: 0,
      annual: 680,
      monthly: 56.67,
    })
    expect(estimatePremium({ ...typical, carValue: 40_000 }).annual).toBe(1180)
  })

  it('loads young drivers and drivers over 75', () => {
    expect(ageFactor([22, 50])).toBe(1.6)
    expect(ageFactor([27, 50])).toBe(1.25)
    expect(ageFactor([30, 75])).toBe(1)
    expect(ageFactor([40, 80])).toBe(1.15)
    expect(ageFactor([19, 82])).toBeCloseTo(1.84)
    expect(estimatePremium({ ...typical, driverAges: [22, 50] }).annual).toBe(1088)
  })

  it('is lower with a higher deductible and with claim-free years, capped at half', () => {
    expect(deductibleFactor(0)).toBe(1.15)
    expect(estimatePremium({ ...typical, deductible: 1000 }).annual).toBe(530.4)
    expect(estimatePremium({ ...typical, claimFreeYears: 4 }).annual).toBe(544)
    expect(estimatePremium({ ...typical, claimFreeYears: 14 }).claimFreeDiscount).toBe(0.5)
    expect(estimatePremium({ ...typical, claimFreeYears: 14 }).annual).toBe(340)
  })

  it('refuses a deductible that is not on offer', () => {
    expect(() => deductibleFactor(200)).toThrow(RangeError)
  })
})
