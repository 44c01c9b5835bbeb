import { describe, expect, it } from 'vitest'
import { answered } from './helpful-count'

describe('answered', () => {
  it('adds a first answer, moves a changed one, and keeps the same one', () => {
    const before = { yes: 10, no: 2, mine: null }
    expect(answered(before, true)).toEqual({ yes: 11, no: 2, mine: true })
    expect(answered(before, false)).toEqual({ yes: 10, no: 3, mine: false })
    expect(answered({ yes: 11, no: 2, mine: true }, false)).toEqual({ yes: 10, no: 3, mine: false })
    expect(answered({ yes: 10, no: 3, mine: false }, true)).toEqual({ yes: 11, no: 2, mine: true })
    const kept = { yes: 11, no: 2, mine: true }
    expect(answered(kept, true)).toBe(kept)
  })
})
