import { describe, expect, it } from 'vitest'
import { FALLBACK_ICON, hasIcon, iconFor } from './icons'

describe('icon registry', () => {
  it('resolves a known Tabler name', () => {
    expect(hasIcon('IconMail')).toBe(true)
    expect(iconFor('IconMail')).not.toBe(FALLBACK_ICON)
  })

  it('falls back for unknown or missing names', () => {
    expect(iconFor('IconDoesNotExist')).toBe(FALLBACK_ICON)
    expect(iconFor(undefined)).toBe(FALLBACK_ICON)
  })
})
