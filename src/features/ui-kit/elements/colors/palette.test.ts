import { DEFAULT_THEME } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { theme } from '@/shared/ui/theme'
import { contrast, PALETTE_ORDER, readableOn, SEMANTIC } from './palette'

const colors = { ...DEFAULT_THEME.colors, ...theme.colors }
const shade = (token: string) => {
  const [name, index] = token.split('.')
  return colors[name!]![Number(index ?? 7)]!
}

describe('the colours page', () => {
  it('lists every colour of the theme, the primary first', () => {
    expect([...PALETTE_ORDER].sort()).toEqual(Object.keys(colors).sort())
    expect(PALETTE_ORDER[0]).toBe('brand')
  })

  it('writes each swatch’s hex at 4.5:1 or more, in black or white', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21)
    expect(readableOn('#4438b9')).toBe('#ffffff')
    expect(readableOn('#fab005')).toBe('#000000')
    for (const name of PALETTE_ORDER)
      for (const hex of colors[name]!) expect(contrast(hex, readableOn(hex))).toBeGreaterThan(4.5)
  })

  it('fills the semantic colours with shades that keep their text at AA', () => {
    for (const semantic of SEMANTIC) {
      const fill = shade(String(semantic.filled))
      const text = semantic.autoContrast ? readableOn(fill) : '#ffffff'
      expect(contrast(fill, text), semantic.key).toBeGreaterThanOrEqual(4.5)
    }
  })
})
