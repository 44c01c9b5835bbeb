import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { blankCard, formatCardNumber, formatExpiry, validateCard } from './card-input'

const t = ((key: string) => key) as unknown as TFunction

describe('the card form', () => {
  it('groups the digits in fours and puts in the expiry slash', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242-42a')).toBe('4242 42')
    expect(formatCardNumber('1'.repeat(25))).toHaveLength(19 + 4)
    expect(formatExpiry('1239')).toBe('12/39')
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('12/3')).toBe('12/3')
  })

  it("says each field's refusal in the reader's words", () => {
    expect(validateCard(t)(blankCard)).toEqual({
      number: 'accountSettings.card.errors.number',
      name: 'accountSettings.card.errors.name',
      expiry: 'accountSettings.card.errors.expiry',
      cvv: 'accountSettings.card.errors.cvv',
    })
    const good = {
      number: '4242 4242 4242 4242',
      name: 'Ana',
      expiry: '12/39',
      cvv: '123',
      isDefault: true,
    }
    expect(validateCard(t)(good)).toEqual({})
    expect(validateCard(t)({ ...good, number: '4242 4242 4242 4241' })).toEqual({
      number: 'accountSettings.card.errors.number',
    })
  })
})
