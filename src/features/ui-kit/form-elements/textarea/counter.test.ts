import { describe, expect, it } from 'vitest'
import { counterLevel } from './counter'

describe('counterLevel', () => {
  it('is quiet until a tenth of the limit is left, then near, then at the limit', () => {
    expect(counterLevel(0, 280)).toBe('ok')
    expect(counterLevel(251, 280)).toBe('ok')
    expect(counterLevel(252, 280)).toBe('near')
    expect(counterLevel(279, 280)).toBe('near')
    expect(counterLevel(280, 280)).toBe('limit')
    expect(counterLevel(300, 280)).toBe('limit')
  })

  it('warns ten characters ahead on a short limit', () => {
    expect(counterLevel(39, 50)).toBe('ok')
    expect(counterLevel(40, 50)).toBe('near')
  })
})
