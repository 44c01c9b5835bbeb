import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useAppMutation } from '@/shared/api/mutation'
import type { CalendarEvent, CalendarKind, EventUpdateInput } from '../calendar.schema'
import { addEvent, fetchEvents, fetchGuests, removeEvent, updateEvent } from './calendar.api'

const TABLES = ['calendarEvents']

export const calendarKeys = {
  all: ['calendar'] as const,
  events: (calendars: readonly CalendarKind[] | undefined) =>
    [...calendarKeys.all, 'events', calendars ? [...calendars].sort() : 'all'] as const,
}

export const eventsQuery = (calendars: readonly CalendarKind[] | undefined) =>
  queryOptions({
    queryKey: calendarKeys.events(calendars),
    queryFn: ({ signal }) => fetchEvents(calendars, signal),
    meta: { tables: TABLES },
  })

/** Follows the user records: a user added or suspended changes who may be invited. */
export const guestsQuery = () =>
  queryOptions({
    queryKey: [...calendarKeys.all, 'guests'] as const,
    queryFn: ({ signal }) => fetchGuests(signal),
    meta: { tables: ['users'] },
  })

export const useGuests = () => useQuery(guestsQuery())

const NO_EVENTS: CalendarEvent[] = []

/**
 * `undefined`: every kind. An empty selection asks nothing of the server (a missing parameter
 * would mean "all"): it simply shows no events.
 */
export function useEvents(calendars: readonly CalendarKind[] | undefined) {
  const none = calendars?.length === 0
  const query = useQuery({
    ...eventsQuery(calendars),
    enabled: !none,
    placeholderData: keepPreviousData,
  })
  return { ...query, data: none ? NO_EVENTS : query.data }
}

const TABLES_CHANGED = { tables: TABLES, errorMessage: 'shell.errors.saveFailed' } as const

export const useAddEvent = () => useAppMutation({ mutationFn: addEvent, ...TABLES_CHANGED })

export const useRemoveEvent = () => useAppMutation({ mutationFn: removeEvent, ...TABLES_CHANGED })

/** The stored event after an edit, shown in every cached list before the server answers. */
function applyUpdate(event: CalendarEvent, input: EventUpdateInput): CalendarEvent {
  if (event.id !== Number(input.id)) return event
  return {
    ...event,
    start: input.start,
    end: input.end ?? input.start,
    allDay: input.allDay ?? event.allDay,
  }
}

/**
 * Every cached list shows the change at once (a drag must not snap back while the server
 * answers); a failure puts the lists back as they were. A drag names its own failure toast.
 */
export const useUpdateEvent = (errorMessage = 'shell.errors.saveFailed') =>
  useAppMutation({
    mutationFn: updateEvent,
    tables: TABLES,
    errorMessage,
    optimistic: {
      queryKey: calendarKeys.all,
      apply: (client, input: EventUpdateInput) =>
        client.setQueriesData<CalendarEvent[]>({ queryKey: calendarKeys.all }, (events) =>
          events?.map((event) => applyUpdate(event, input)),
        ),
    },
  })
