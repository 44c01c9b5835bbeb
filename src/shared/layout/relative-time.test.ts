import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

const now = Date.parse('2026-03-10T12:00:00.000Z')

describe('relativeTime', () => {
  it('reads recent moments as now', () => {
    expect(relativeTime('2026-03-10T11:59:40.000Z', 'en', now)).toBe('now')
  })

  it('picks the largest whole unit', () => {
    expect(relativeTime('2026-03-10T11:55:00.000Z', 'en', now)).toBe('5 min. ago')
    expect(relativeTime('2026-03-10T09:00:00.000Z', 'en', now)).toBe('3 hr. ago')
    expect(relativeTime('2026-03-09T12:00:00.000Z', 'en', now)).toBe('yesterday')
  })

  it('follows the language', () => {
    expect(relativeTime('2026-03-10T11:55:00.000Z', 'es', now)).toBe('hace 5 min')
  })
})
