import { describe, expect, it } from 'vitest'
import { wholeShares } from './shares'

describe('wholeShares', () => {
  it('rounds each share so that they add up to 100', () => {
    expect(wholeShares([1, 1, 1])).toEqual([34, 33, 33])
    expect(wholeShares([412, 318, 196, 74])).toEqual([41, 32, 20, 7])
    const shares = wholeShares([7, 13, 29, 51, 3])
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100)
  })

  it('gives nothing to an empty or negative count, and zeros for an empty total', () => {
    expect(wholeShares([5, 0, -2])).toEqual([100, 0, 0])
    expect(wholeShares([0, 0])).toEqual([0, 0])
  })
})
