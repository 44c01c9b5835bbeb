import { describe, expect, it } from 'vitest'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import {
  EMPTY_WIZARD,
  coverageSchema,
  holderSchema,
  policyReference,
  quotePremium,
  reviewSchema,
  vehicleSchema,
  wizardSteps,
} from './wizard.schema'

const errors = (schema: Parameters<typeof schemaValidate>[0], values: object) =>
  schemaValidate(schema)(values)

describe('the new policy wizard', () => {
  it('checks a step by its own fields only', () => {
    const holder = {
      ...EMPTY_WIZARD,
      fullName: 'Lucía Fernández',
      email: 'lucia@example.com',
      phone: '+34 600 123 456',
    }
    expect(errors(holderSchema, holder)).toEqual({})
    // The empty vehicle fields are not the holder step's business.
    expect(errors(holderSchema, { ...holder, email: 'lucia@' })).toEqual({ email: 'email' })
    expect(errors(holderSchema, EMPTY_WIZARD)).toEqual({
      fullName: 'required',
      email: 'required',
      phone: 'required',
    })
  })

  it('takes a Spanish plate, a year up to next year and a value in range', () => {
    const car = { plate: '1234 bcd', make: 'Seat', year: 2021, value: 18000 }
    expect(errors(vehicleSchema(2026), car)).toEqual({})
    expect(errors(vehicleSchema(2026), { ...car, plate: 'AB-123' })).toEqual({ plate: 'plate' })
    expect(errors(vehicleSchema(2026), { ...car, year: 2028 })).toEqual({ year: 'yearRange' })
    expect(errors(vehicleSchema(2026), { ...car, year: '', value: 500 })).toEqual({
      year: 'required',
      value: 'valueRange',
    })
  })

  it('wants a plan, an excess and a start day, then the ticked confirmation', () => {
    expect(errors(coverageSchema, { plan: null, excess: '300', startDate: null })).toEqual({
      plan: 'required',
      startDate: 'required',
    })
    expect(errors(reviewSchema, { confirm: false })).toEqual({ confirm: 'confirm' })
    expect(errors(reviewSchema, { confirm: true })).toEqual({})
    expect(wizardSteps(2026).map((step) => step.key)).toEqual([
      'holder',
      'vehicle',
      'coverage',
      'review',
    ])
  })

  it('quotes a premium and names the policy', () => {
    expect(quotePremium('comprehensive', 20000, '0')).toBe(900)
    expect(quotePremium('thirdParty', 2000, '0')).toBe(180)
    expect(quotePremium('extended', 20000, '300')).toBe(540)
    expect(policyReference('1234 bcd', '2026-11-25')).toBe('POL-20261125-1234BCD')
  })
})
