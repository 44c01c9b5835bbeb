import { describe, expect, it } from 'vitest'
import { calendarEventSchema } from '@/features/calendar/calendar.schema'
import { dateOnly, seedEvents } from './calendar.seed'

describe('seedEvents', () => {
  it('places ten valid events around the month of seeding, whatever the month', () => {
    for (const now of [
      new Date(2026, 10, 22, 9),
      new Date(2027, 0, 31, 23),
      new Date(2028, 1, 1),
    ]) {
      const events = seedEvents(now)
      expect(events).toHaveLength(10)
      for (const event of events) {
        expect(calendarEventSchema.safeParse(event).success).toBe(true)
        expect(Date.parse(event.end)).toBeGreaterThan(Date.parse(event.start))
      }
      const inMonth = events.filter((event) => {
        const start = event.allDay ? new Date(`${event.start}T00:00`) : new Date(event.start)
        return start.getMonth() === now.getMonth() && start.getFullYear() === now.getFullYear()
      })
      expect(inMonth.length).toBeGreaterThanOrEqual(8)
      expect(events.find((event) => event.id === 6)?.start.length).toBeGreaterThan(10)
      expect(new Date(events[5]!.start).getDate()).toBe(now.getDate())
    }
  })

  it('writes all-day dates as local calendar days', () => {
    expect(dateOnly(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
    const summit = seedEvents(new Date(2026, 10, 22)).find((event) => event.id === 3)
    expect(summit).toMatchObject({ start: '2026-11-11', end: '2026-11-14', allDay: true })
  })
})
