import { apiRequest } from '@/shared/api/client'
import {
  calendarEventSchema,
  eventListSchema,
  guestsSchema,
  type CalendarKind,
  type EventUpdateInput,
  type NewEventInput,
} from '../calendar.schema'

const BASE = '/apps/calendar'

/** `undefined` asks for every kind; an empty list is never sent (the UI shows nothing). */
export const fetchEvents = (calendars: readonly CalendarKind[] | undefined, signal?: AbortSignal) =>
  apiRequest(`${BASE}/events`, { query: { calendars }, schema: eventListSchema, signal })

/** Who may be invited: the active user records. */
export const fetchGuests = (signal?: AbortSignal) =>
  apiRequest(`${BASE}/guests`, { schema: guestsSchema, signal })

export const addEvent = (event: NewEventInput) =>
  apiRequest(`${BASE}/add-event`, { method: 'POST', body: { event }, schema: calendarEventSchema })

export const updateEvent = (event: EventUpdateInput) =>
  apiRequest(`${BASE}/update-event`, {
    method: 'POST',
    body: { event },
    schema: calendarEventSchema,
  })

export const removeEvent = (id: number) =>
  apiRequest(`${BASE}/remove-event`, {
    method: 'DELETE',
    body: { id },
    schema: calendarEventSchema,
  })
