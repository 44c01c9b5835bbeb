import { describe, expect, it } from 'vitest'
import { timeAgo } from './time-ago'

describe('timeAgo', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(timeAgo(0, 'en')).toBe('now')
    expect(timeAgo(5, 'en')).toBe('5 minutes ago')
    expect(timeAgo(150, 'en')).toBe('2 hours ago')
    expect(timeAgo(60 * 24, 'en')).toBe('yesterday')
    expect(timeAgo(60 * 24 * 3 + 30, 'en')).toBe('3 days ago')
  })

  it("speaks the reader's language", () => {
    expect(timeAgo(60 * 24, 'es')).toBe('ayer')
    expect(timeAgo(120, 'de')).toBe('vor 2 Stunden')
  })
})
