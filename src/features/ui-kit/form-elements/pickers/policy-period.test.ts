import { describe, expect, it } from 'vitest'
import { dayFrom, policyPeriodSchema } from './policy-period'

const issues = (start: string | null, end: string | null) => {
  const parsed = policyPeriodSchema.safeParse({ start, end })
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('the policy period', () => {
  it('takes a start before the end, up to five years', () => {
    expect(issues('2026-12-01', '2027-12-01')).toEqual([])
    expect(issues('2026-12-01', '2031-12-01')).toEqual([])
  })

  it('refuses an end on or before the start, or too far, on the end field', () => {
    expect(issues('2026-12-01', '2026-12-01')).toEqual([['end', 'The end must be after the start']])
    expect(issues('2026-12-01', '2026-11-30')).toEqual([['end', 'The end must be after the start']])
    expect(issues('2026-12-01', '2032-01-01')).toEqual([['end', 'At most five years']])
  })

  it('asks for both days', () => {
    expect(issues(null, '2027-01-01').map(([path]) => path)).toEqual(['start'])
  })

  it('counts days from a given day', () => {
    expect(dayFrom(30, '2026-11-25')).toBe('2026-12-25')
    expect(dayFrom(-1, '2026-03-01')).toBe('2026-02-28')
  })
})
