import { describe, expect, it } from 'vitest'
import { formatCount } from './format-count'

describe('formatCount', () => {
  it('spells out a count up to the most, then caps it with a plus', () => {
    expect(formatCount(7)).toBe('7')
    expect(formatCount(99)).toBe('99')
    expect(formatCount(120)).toBe('99+')
    expect(formatCount(12, 9)).toBe('9+')
  })

  it('shows nothing for zero or less', () => {
    expect(formatCount(0)).toBe('')
    expect(formatCount(-3)).toBe('')
  })
})
