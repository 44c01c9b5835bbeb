import { describe, expect, it } from 'vitest'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import {
  passwordStrength,
  serverCheckSchema,
  usernameRule,
  validationSchema,
  type ValidationValues,
} from './validation.schema'

const validate = schemaValidate(validationSchema('2026-11-25'))
const GOOD: ValidationValues = {
  fullName: 'Lucía Fernández',
  username: 'lucia.f',
  email: 'lucia@example.com',
  phone: '+34 600 123 456',
  experience: 12,
  licenceExpires: '2027-03-01',
  password: 'Renewals-2026',
  confirmPassword: 'Renewals-2026',
  otherAgency: false,
  agencyName: '',
  terms: true,
}

describe('the new agent account form', () => {
  it('takes a complete, consistent account', () => {
    expect(validate(GOOD)).toEqual({})
  })

  it('puts each rule on its own field', () => {
    expect(
      validate({
        ...GOOD,
        fullName: 'L',
        email: 'lucia@',
        phone: 'call me',
        experience: 51,
        licenceExpires: '2026-11-25',
        confirmPassword: 'Renewals-2025',
        terms: false,
      }),
    ).toEqual({
      fullName: 'nameShort',
      email: 'email',
      phone: 'phone',
      experience: 'experienceRange',
      licenceExpires: 'future',
      confirmPassword: 'mismatch',
      terms: 'terms',
    })
  })

  it('asks for the other agency only when there is one', () => {
    expect(validate({ ...GOOD, otherAgency: true })).toEqual({ agencyName: 'required' })
    expect(validate({ ...GOOD, otherAgency: true, agencyName: 'Seguros Norte' })).toEqual({})
  })

  it('holds a username to the users contract', () => {
    const code = (name: string) => usernameRule.safeParse(name).error?.issues[0]?.message
    expect(code('lucia.f')).toBeUndefined()
    expect(code('')).toBe('required')
    expect(code('lu')).toBe('usernameShort')
    expect(code('lucía f')).toBe('usernamePattern')
  })

  it('scores a password by the rules it meets', () => {
    expect(passwordStrength('')).toEqual({ met: [], score: 0 })
    expect(passwordStrength('renewals').score).toBe(20)
    expect(passwordStrength('Renewals2026').met).toEqual(['length', 'lower', 'upper', 'digit'])
    expect(passwordStrength('Renewals-2026').score).toBe(100)
    expect(
      validate({ ...GOOD, password: 'Renewals2026', confirmPassword: 'Renewals2026' }),
    ).toEqual({
      password: 'weak',
    })
  })

  it('leaves all but a typed name to the server on the server-errors demo', () => {
    expect(serverCheckSchema.safeParse({ username: 'john doe!' }).success).toBe(true)
    expect(schemaValidate(serverCheckSchema)({ username: ' ' })).toEqual({ username: 'required' })
  })
})
