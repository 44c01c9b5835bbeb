/**
 * Ten hand-written events laid out around the month of seeding (computed when the seed runs),
 * so a fresh install always has events this month. Titles and ids are fixed; the dates follow
 * the clock: all-day events are `YYYY-MM-DD`, timed ones ISO instants of local wall times.
 */
import type { Seed } from '@mocks/db/seed'
import type { CalendarEvent, CalendarKind } from '@/features/calendar/calendar.schema'

const pad = (n: number) => String(n).padStart(2, '0')

/** A local date as `YYYY-MM-DD`. */
export const dateOnly = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** Day `day` of the month `monthOffset` months away from `now` (day 0 is the last of the previous). */
const monthDay = (now: Date, monthOffset: number, day: number) =>
  new Date(now.getFullYear(), now.getMonth() + monthOffset, day)

const at = (date: Date, hours: number, minutes = 0) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate(), hours, minutes).toISOString()

const event = (
  id: number,
  title: string,
  calendar: CalendarKind,
  dates: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>,
  extra: Omit<CalendarEvent['extendedProps'], 'calendar'> & { url?: string } = {},
): CalendarEvent => {
  const { url = '', ...props } = extra
  return { id, url, title, ...dates, extendedProps: { calendar, ...props } }
}

const allDay = (from: Date, daysLong = 1) => ({
  start: dateOnly(from),
  // All-day ends are exclusive, as FullCalendar reads them.
  end: dateOnly(new Date(from.getFullYear(), from.getMonth(), from.getDate() + daysLong)),
  allDay: true,
})
const timed = (day: Date, from: [number, number], to: [number, number], endDay = day) => ({
  start: at(day, ...from),
  end: at(endDay, ...to),
  allDay: false,
})

export function seedEvents(now = new Date()): CalendarEvent[] {
  const d = (day: number, monthOffset = 0) => monthDay(now, monthOffset, day)
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  return [
    event(1, 'Fleet renewal – Herrera Logistics', 'Business', timed(d(4), [10, 0], [11, 30]), {
      location: 'Agency office, meeting room 2',
      guests: ['Mateo Herrera', 'Lucía Fernández'],
      description: 'Add the two new vans and review the no-claims discount.',
    }),
    event(2, 'Office closed – bank holiday', 'Holiday', allDay(d(8))),
    event(3, 'Insurance brokers summit', 'ETC', allDay(d(11), 3), {
      url: 'https://example.com/brokers-summit',
      location: 'Madrid',
      guests: ['Sofía Castillo'],
    }),
    event(4, 'Dentist appointment', 'Personal', timed(d(16), [9, 0], [9, 45])),
    event(5, 'Family dinner', 'Family', timed(d(19), [20, 0], [22, 0]), {
      location: 'Casa Lucio',
    }),
    event(6, 'Weekly pipeline review', 'Business', timed(today, [14, 0], [15, 0]), {
      guests: ['Diego Ramírez', 'Elena Suárez', 'Javier Vega'],
      description: 'Open quotes, renewals due this month and claims waiting on us.',
    }),
    event(7, 'Annual health check-up', 'Personal', allDay(d(24))),
    event(8, 'School play', 'Family', timed(d(26), [17, 30], [19, 0]), {
      location: 'Colegio San José',
    }),
    event(9, 'Compliance training', 'ETC', timed(d(27), [10, 0], [13, 0], d(28)), {
      description: 'Data protection and distribution rules, two half days.',
    }),
    event(10, 'Winter break', 'Holiday', allDay(d(28, -1), 5)),
  ]
}

export const calendarSeeds: Seed[] = [{ table: 'calendarEvents', rows: () => seedEvents() }]
