import { describe, expect, it } from 'vitest'
import { formatDay } from './day'

describe('formatDay', () => {
  it("writes an API day in the reader's language, and leaves a bad one alone", () => {
    expect(formatDay('2026-11-22', 'en')).toBe('Nov 22, 2026')
    expect(formatDay('2026-11-22', 'de')).toBe('22.11.2026')
    expect(formatDay('soon', 'en')).toBe('soon')
  })
})
