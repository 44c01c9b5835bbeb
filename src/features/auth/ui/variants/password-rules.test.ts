import { describe, expect, it } from 'vitest'
import { passwordStrength, resetProblems, unmetRules } from './password-rules'

describe('new password rules', () => {
  it('names each rule a password misses', () => {
    expect(unmetRules('')).toEqual(['length', 'case', 'digit', 'symbol'])
    expect(unmetRules('abcdefgh')).toEqual(['case', 'digit', 'symbol'])
    expect(unmetRules('Abcdefg1')).toEqual(['symbol'])
    expect(unmetRules('Secret2024!')).toEqual([])
  })

  it('counts letters and digits of any script, and spaces are no symbol', () => {
    expect(unmetRules('Ñandú2024!')).toEqual([])
    expect(unmetRules('Ab1 Ab1 Ab1')).toEqual(['symbol'])
    // Eight characters as a person counts them, not UTF-16 units.
    expect(unmetRules('Aa1!😀😀😀')).toEqual(['length'])
  })

  it('grows in strength with each rule met', () => {
    expect(passwordStrength('')).toBe(0)
    expect(passwordStrength('abc')).toBe(0)
    expect(passwordStrength('abcdefgh')).toBe(25)
    expect(passwordStrength('Abcdefgh')).toBe(50)
    expect(passwordStrength('Abcdefg1')).toBe(75)
    expect(passwordStrength('Abcdefg1!')).toBe(100)
  })

  it('stops the form on a missing, weak or unconfirmed password', () => {
    expect(resetProblems({ password: '', confirm: '' })).toEqual({
      password: 'passwordRequired',
      confirm: 'confirmRequired',
    })
    expect(resetProblems({ password: 'secret', confirm: 'secret' })).toEqual({
      password: 'passwordWeak',
    })
    expect(resetProblems({ password: 'Secret2024!', confirm: 'Secret2024' })).toEqual({
      confirm: 'mismatch',
    })
    expect(resetProblems({ password: 'Secret2024!', confirm: 'Secret2024!' })).toEqual({})
  })
})
