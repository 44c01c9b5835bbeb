import { call } from '@/shared/api/call'
import { calendarEndpoints as api } from '../calendar.endpoints'
import type { CalendarKind, EventUpdateInput, NewEventInput } from '../calendar.schema'

/**
 * `undefined` asks for every kind; an empty list is never sent (the UI shows nothing). The query
 * takes the schema's (mutable) array, hence the copy.
 */
export const fetchEvents = (calendars: readonly CalendarKind[] | undefined, signal?: AbortSignal) =>
  call(api.events, { query: { calendars }, signal })

/** Who may be invited: the active user records. */
export const fetchGuests = (signal?: AbortSignal) => call(api.guests, { signal })

export const addEvent = (event: NewEventInput) => call(api.add, { body: { event } })

export const updateEvent = (event: EventUpdateInput) => call(api.update, { body: { event } })

export const removeEvent = (id: number) => call(api.remove, { body: { id } })
