/** Which calendar event the dashboard's meeting card shows, and how it writes its time. */
import type { CalendarEvent } from '@/features/calendar'
import { dateTimeFormat } from '@/shared/format/intl'

/** An all-day event's `YYYY-MM-DD` is a local day; a timed one is an ISO instant. */
const startOf = (event: CalendarEvent) =>
  event.allDay ? new Date(`${event.start}T00:00`) : new Date(event.start)

/**
 * The next event to meet at: the first timed event that has not started yet, the soonest first
 * (all-day entries such as holidays and trips are not meetings).
 */
export function nextMeeting(
  events: readonly CalendarEvent[],
  now = new Date(),
): CalendarEvent | undefined {
  return events
    .filter((event) => !event.allDay && startOf(event).getTime() >= now.getTime())
    .sort((a, b) => startOf(a).getTime() - startOf(b).getTime())[0]
}

/** "Tuesday, 24 November, 10:00 – 11:30" in the reader's language. */
export function meetingTime(event: CalendarEvent, language: string): string {
  const format = dateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  })
  const start = new Date(event.start)
  const end = new Date(event.end)
  return end.getTime() > start.getTime() ? format.formatRange(start, end) : format.format(start)
}
