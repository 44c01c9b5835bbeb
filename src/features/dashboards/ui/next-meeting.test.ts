import { describe, expect, it } from 'vitest'
import type { CalendarEvent } from '@/features/calendar'
import { meetingTime, nextMeeting } from './next-meeting'

const event = (id: number, start: string, end: string, allDay = false): CalendarEvent => ({
  id,
  url: '',
  title: `Event ${id}`,
  start,
  end,
  allDay,
  extendedProps: { calendar: 'Business' },
})

describe('nextMeeting', () => {
  const now = new Date('2026-11-23T09:00:00Z')

  it('takes the soonest timed event that has not started', () => {
    const events = [
      event(1, '2026-11-25T10:00:00Z', '2026-11-25T11:00:00Z'),
      event(2, '2026-11-23T08:00:00Z', '2026-11-23T10:00:00Z'),
      event(3, '2026-11-24T10:00:00Z', '2026-11-24T11:00:00Z'),
    ]
    expect(nextMeeting(events, now)?.id).toBe(3)
  })

  it('skips all-day entries and has nothing when nothing is ahead', () => {
    expect(nextMeeting([event(4, '2026-11-24', '2026-11-25', true)], now)).toBeUndefined()
    expect(nextMeeting([], now)).toBeUndefined()
  })
})

describe('meetingTime', () => {
  it('writes the day and the span in the reader language', () => {
    const text = meetingTime(event(5, '2026-11-24T10:00:00Z', '2026-11-24T11:30:00Z'), 'en')
    expect(text).toContain('Tuesday')
    expect(text).toContain('November')
  })
})
