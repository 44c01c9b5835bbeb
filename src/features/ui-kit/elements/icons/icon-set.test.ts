import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from './icon-set'

describe('the icon set', () => {
  it('lists every Tabler icon once, under its own name', () => {
    expect(ICON_NAMES.length).toBeGreaterThan(5000)
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length)
    expect(ICON_NAMES).toContain('IconHome')
    expect(ICON_NAMES).toContain('IconHomeFilled')
    expect(ICON_NAMES).toContain('IconPackage')
    // An old name of IconPackage, and the set's helpers, are not icons of their own.
    expect(ICON_NAMES).not.toContain('IconBoxSeam')
    expect(ICON_NAMES.every((name) => /^Icon[A-Z0-9]/.test(name))).toBe(true)
  })
})
