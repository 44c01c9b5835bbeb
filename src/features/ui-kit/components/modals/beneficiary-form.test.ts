import { describe, expect, it } from 'vitest'
import { beneficiarySchema, remainingShare } from './beneficiary-form'

describe('the beneficiary form', () => {
  it('leaves what the listed shares do not take, never less than nothing', () => {
    expect(remainingShare([])).toBe(100)
    expect(remainingShare([{ share: 60 }, { share: 15 }])).toBe(25)
    expect(remainingShare([{ share: 60 }, { share: 55 }])).toBe(0)
  })

  it('takes a trimmed name, an email, a known relationship and a whole share', () => {
    const person = { fullName: '  Pablo Ruiz ', email: 'pablo@example.com', relationship: 'child' }
    expect(beneficiarySchema.parse({ ...person, share: 40 }).fullName).toBe('Pablo Ruiz')
    expect(beneficiarySchema.safeParse({ ...person, share: 12.5 }).success).toBe(false)
    expect(
      beneficiarySchema.safeParse({ ...person, share: 40, relationship: 'cousin' }).success,
    ).toBe(false)
  })
})
