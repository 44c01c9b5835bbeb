import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { dropKeys, handedOut, optionValue, PAGE_MAX, pageParam } from './zod'

describe('pageParam', () => {
  it('takes a page up to PAGE_MAX and refuses one past it, whose offset IndexedDB would refuse', () => {
    expect(pageParam.parse(String(PAGE_MAX))).toBe(PAGE_MAX)
    expect(pageParam.safeParse(String(PAGE_MAX + 1)).error?.issues[0]?.message).toBe(
      `At most ${PAGE_MAX}`,
    )
    for (const page of ['0', '-1', '1.5', '1e3', '4294967296']) {
      expect(pageParam.safeParse(page).success, page).toBe(false)
    }
  })
})

describe('optionValue', () => {
  const category = optionValue(z.enum(['claims', 'cyber']))

  it('takes the plain value or the { value, label } option a read hands out', () => {
    expect(category.parse('claims')).toBe('claims')
    expect(category.parse({ value: 'cyber', label: 'Cyber' })).toBe('cyber')
    expect(category.parse({ value: 'cyber' })).toBe('cyber')
  })

  it("refuses an unknown value with the value's own message", () => {
    const message = category.safeParse('nope').error?.issues[0]?.message
    expect(message).toMatch(/expected one of "claims"\|"cyber"/)
    expect(category.safeParse({ value: 'nope', label: 'Nope' }).success).toBe(false)
    expect(category.safeParse({ label: 'Claims' }).success).toBe(false)
  })
})

describe('handedOut and dropKeys', () => {
  const READ_ONLY = ['since'] as const
  const schema = z
    .object({ plan: z.string(), ...handedOut(READ_ONLY) })
    .strict()
    .transform(dropKeys(READ_ONLY))

  it('take back the fields a read hands out and drop them, still refusing any other', () => {
    expect(schema.parse({ plan: 'basic', since: '2025-01-01' })).toEqual({ plan: 'basic' })
    expect(schema.parse({ plan: 'basic' })).toEqual({ plan: 'basic' })
    expect(schema.safeParse({ plan: 'basic', admin: true }).success).toBe(false)
  })
})
