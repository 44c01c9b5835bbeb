import dayjs from 'dayjs'
import { useUpdateEvent } from '../api/calendar.queries'
import type { CalendarEvent, EventUpdateInput } from '../calendar.schema'
import type { EventMove } from './EventCalendar'

/** The stored event after a drag or resize; a missing end gets FullCalendar's default length. */
export function movedEvent(
  event: CalendarEvent,
  move: Omit<EventMove, 'revert'>,
): EventUpdateInput {
  const start = dayjs(move.start)
  const end = move.end ? dayjs(move.end) : start.add(1, move.allDay ? 'day' : 'hour')
  const format = (value: dayjs.Dayjs) =>
    move.allDay ? value.format('YYYY-MM-DD') : value.toISOString()
  return { ...event, allDay: move.allDay, start: format(start), end: format(end) }
}

/** Saves a drag or resize; if the server refuses, the event goes back where it was. */
export function useMoveEvent(events: readonly CalendarEvent[]) {
  const update = useUpdateEvent('calendar.moveFailed')
  return (move: EventMove) => {
    const event = events.find((candidate) => candidate.id === move.id)
    if (!event) return move.revert()
    // The toast comes from the mutation; FullCalendar must be told to put the event back.
    update.mutate(movedEvent(event, move), { onError: move.revert })
  }
}
