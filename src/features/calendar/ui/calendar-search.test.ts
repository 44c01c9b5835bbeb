import { describe, expect, it } from 'vitest'
import { calendarSearchSchema, kindsToParam, parseKinds, selectedKinds } from './calendar-search'

describe('calendar search', () => {
  it('reads no parameter as every kind and "none" as none', () => {
    expect(parseKinds(undefined)).toBeUndefined()
    expect(parseKinds('none')).toEqual([])
    expect(selectedKinds(undefined)).toHaveLength(5)
    expect(selectedKinds('none')).toEqual([])
  })

  it('keeps known kinds in their order, ignoring unknown ones', () => {
    expect(parseKinds('Family,Business,Nope')).toEqual(['Business', 'Family'])
    expect(parseKinds('Nope')).toBeUndefined()
    expect(parseKinds('Business,Holiday,Personal,Family,ETC')).toBeUndefined()
  })

  it('writes a selection back', () => {
    expect(kindsToParam([])).toBe('none')
    expect(kindsToParam(['ETC', 'Business'])).toBe('Business,ETC')
    expect(kindsToParam(['Business', 'Holiday', 'Personal', 'Family', 'ETC'])).toBeUndefined()
  })

  it('drops a bad view or date instead of failing', () => {
    expect(calendarSearchSchema.parse({ view: 'year', date: '2026-13-01' })).toEqual({})
    expect(calendarSearchSchema.parse({ view: 'week', date: '2026-11-05' })).toEqual({
      view: 'week',
      date: '2026-11-05',
    })
  })
})
