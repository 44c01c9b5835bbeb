import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { WRONG_PASSWORD } from '../../account-security.schema'
import { passwordMessage, validatePassword } from './password-form'

const t = ((key: string) => key) as unknown as TFunction

describe('the password form', () => {
  it("says the contract's refusals in the reader's words", () => {
    expect(
      validatePassword(t)({ currentPassword: '', newPassword: 'abc', confirmPassword: '' }),
    ).toEqual({
      currentPassword: 'accountSettings.password.currentRequired',
      newPassword: 'accountSettings.password.rule.length',
      confirmPassword: 'accountSettings.password.rule.matches',
    })
    expect(
      validatePassword(t)({
        currentPassword: 'Renewal-1',
        newPassword: 'Renewal-1',
        confirmPassword: 'Renewal-1',
      }),
    ).toEqual({
      newPassword: 'accountSettings.password.rule.differs',
    })
    expect(
      validatePassword(t)({
        currentPassword: 'x',
        newPassword: 'Renewal-1',
        confirmPassword: 'Renewal-1',
      }),
    ).toEqual({})
  })

  it("puts the API's wrong-password refusal in words too", () => {
    expect(passwordMessage('currentPassword', WRONG_PASSWORD, t)).toBe(
      'accountSettings.password.wrong',
    )
    expect(passwordMessage('newPassword', 'Something new', t)).toBe('Something new')
  })
})
