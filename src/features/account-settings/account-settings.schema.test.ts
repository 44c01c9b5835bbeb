import { describe, expect, it } from 'vitest'
import {
  AVATAR_NOT_IMAGE,
  AVATAR_TOO_LARGE,
  avatarProblem,
  avatarSchema,
  base64Bytes,
} from './account-avatar.schema'
import { cardBrand, passesLuhn } from './account-billing.schema'
import {
  PASSWORDS_DIFFER,
  PASSWORD_MESSAGES,
  SAME_PASSWORD,
  changePasswordSchema,
  passwordChecks,
} from './account-security.schema'
import { infoSchema, isWebUrl, socialLinksSchema } from './account-settings.schema'

const dataUrl = (type: string, bytes: number[]) =>
  `data:image/${type};base64,${btoa(String.fromCharCode(...bytes, 0, 0, 0, 0))}`

describe('password rules', () => {
  it('checks length, both cases, and a digit or symbol', () => {
    expect(passwordChecks('')).toEqual({ length: false, cases: false, digitOrSymbol: false })
    expect(passwordChecks('renewal1')).toEqual({ length: true, cases: false, digitOrSymbol: true })
    expect(passwordChecks('Renewal!')).toEqual({ length: true, cases: true, digitOrSymbol: true })
    // Letters of any script count as letters, not symbols.
    expect(passwordChecks('Ñandúmás')).toEqual({ length: true, cases: true, digitOrSymbol: false })
  })

  it('names the first rule broken, a new password equal to the current, a mismatch', () => {
    const issues = (value: object) =>
      changePasswordSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(
      issues({ currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' }),
    ).toEqual([['newPassword', PASSWORD_MESSAGES.length]])
    expect(
      issues({ currentPassword: 'Same-pass1', newPassword: 'Same-pass1', confirmPassword: 'x' }),
    ).toEqual([
      ['newPassword', SAME_PASSWORD],
      ['confirmPassword', PASSWORDS_DIFFER],
    ])
    expect(
      issues({ currentPassword: 'a', newPassword: 'Good-pass1', confirmPassword: 'Good-pass1' }),
    ).toBeUndefined()
  })
})

describe('cards', () => {
  it("runs Luhn's check and names the brand", () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa')
    expect(cardBrand('5555555555554444')).toBe('mastercard')
    expect(cardBrand('2221000000000009')).toBe('mastercard')
    expect(cardBrand('378282246310005')).toBe('amex')
    expect(cardBrand('6011111111111117')).toBe('discover')
    expect(cardBrand('3530111333300000')).toBe('other')
  })
})

describe('avatars', () => {
  it('takes an app image, none, or a real PNG, JPEG, WebP or GIF', () => {
    expect(avatarSchema.safeParse('').success).toBe(true)
    expect(avatarSchema.safeParse('/images/avatars/1.svg').success).toBe(true)
    expect(
      avatarProblem(dataUrl('png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBeNull()
    expect(avatarProblem(dataUrl('jpeg', [0xff, 0xd8, 0xff, 0xe0]))).toBeNull()
    expect(avatarProblem(dataUrl('gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBeNull()
    const webp = [...'RIFF']
      .map((c) => c.charCodeAt(0))
      .concat(
        [1, 2, 3, 4],
        [...'WEBP'].map((c) => c.charCodeAt(0)),
      )
    expect(avatarProblem(dataUrl('webp', webp))).toBeNull()
  })

  it('refuses a type its bytes deny, an SVG, an outside address, more than 2 MB', () => {
    expect(avatarProblem(dataUrl('png', [0xff, 0xd8, 0xff, 0xe0]))).toBe(AVATAR_NOT_IMAGE)
    expect(avatarProblem(`data:image/svg+xml;base64,${btoa('<svg/>')}`)).toBe(AVATAR_NOT_IMAGE)
    expect(avatarSchema.safeParse('https://example.com/a.png').error?.issues[0]?.message).toBe(
      AVATAR_NOT_IMAGE,
    )
    const big = `data:image/png;base64,iVBORw0KGgo${'A'.repeat(2_800_000)}`
    expect(avatarProblem(big)).toBe(AVATAR_TOO_LARGE)
    expect(avatarSchema.safeParse(`${big}${'A'.repeat(100_000)}`).error?.issues[0]?.message).toBe(
      AVATAR_TOO_LARGE,
    )
    expect(base64Bytes('AAAA')).toBe(3)
    expect(base64Bytes('AA==')).toBe(1)
  })
})

describe('links', () => {
  it('takes http(s) addresses, on the network a social link names', () => {
    expect(isWebUrl('https://agency.example')).toBe(true)
    expect(isWebUrl('javascript:alert(1)')).toBe(false)
    expect(isWebUrl('https://www.linkedin.com/in/x', ['linkedin.com'])).toBe(true)
    expect(isWebUrl('https://notlinkedin.com/in/x', ['linkedin.com'])).toBe(false)
    const links = {
      twitter: 'https://x.com/a',
      facebook: '',
      google: '',
      linkedIn: '',
      instagram: '',
      quora: '',
    }
    expect(socialLinksSchema.safeParse(links).success).toBe(true)
    expect(socialLinksSchema.safeParse({ ...links, quora: 'https://x.com/a' }).success).toBe(false)
    expect(
      infoSchema.safeParse({ bio: '', dob: '1899-12-31', country: '', website: '', phone: '' })
        .success,
    ).toBe(false)
  })
})
