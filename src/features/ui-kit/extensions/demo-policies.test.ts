import { describe, expect, it } from 'vitest'
import { demoPolicies, formatPremium, pageOf } from './demo-policies'

describe('demo policies', () => {
  it('are the same every time, numbered from CR-10001', () => {
    const policies = demoPolicies(137)
    expect(policies).toHaveLength(137)
    expect(policies).toEqual(demoPolicies(137))
    expect(policies[0]!.number).toBe('CR-10001')
    expect(policies[136]!.number).toBe('CR-10137')
    expect(new Set(policies.map((policy) => policy.client)).size).toBe(137)
  })

  it('write premiums in the reader’s language', () => {
    expect(formatPremium(1234.5, 'en')).toBe('€1,234.50')
    expect(formatPremium(1234.5, 'de')).toBe('1.234,50\u00a0€')
  })

  it('page a list, with where the page sits in it', () => {
    const rows = Array.from({ length: 137 }, (_, index) => index + 1)
    expect(pageOf(rows, 3, 10)).toMatchObject({ page: 3, pages: 14, from: 21, to: 30 })
    expect(pageOf(rows, 14, 10)).toMatchObject({ rows: [131, 132, 133, 134, 135, 136, 137] })
    expect(pageOf(rows, 14, 10)).toMatchObject({ from: 131, to: 137 })
    // A page past the end (after a larger page size) is the last one.
    expect(pageOf(rows, 9, 50)).toMatchObject({ page: 3, pages: 3, from: 101, to: 137 })
    expect(pageOf([], 1, 10)).toMatchObject({ page: 1, pages: 1, from: 0, to: 0 })
  })
})
