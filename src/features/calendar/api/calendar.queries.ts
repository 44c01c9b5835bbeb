import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { CalendarEvent, CalendarKind, EventUpdateInput } from '../calendar.schema'
import { addEvent, fetchEvents, removeEvent, updateEvent } from './calendar.api'

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

function useInvalidateEvents() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: calendarKeys.all })
}

export function useAddEvent() {
  const invalidate = useInvalidateEvents()
  return useMutation({ mutationFn: addEvent, onSettled: invalidate })
}

export function useRemoveEvent() {
  const invalidate = useInvalidateEvents()
  return useMutation({ mutationFn: removeEvent, onSettled: invalidate })
}

/**
 * Every cached list shows the change at once (a drag must not snap back while the server
 * answers); a failure puts the lists back as they were.
 */
export function useUpdateEvent() {
  const queryClient = useQueryClient()
  const invalidate = useInvalidateEvents()
  return useMutation({
    mutationFn: updateEvent,
    onMutate: async (input: EventUpdateInput) => {
      await queryClient.cancelQueries({ queryKey: calendarKeys.all })
      const before = queryClient.getQueriesData<CalendarEvent[]>({ queryKey: calendarKeys.all })
      const id = Number(input.id)
      queryClient.setQueriesData<CalendarEvent[]>({ queryKey: calendarKeys.all }, (events) =>
        events?.map((event) =>
          event.id === id
            ? {
                ...event,
                start: input.start,
                end: input.end ?? input.start,
                allDay: input.allDay ?? event.allDay,
              }
            : event,
        ),
      )
      return before
    },
    onError: (_error, _input, before) => {
      for (const [key, data] of before ?? []) queryClient.setQueryData(key, data)
    },
    onSettled: invalidate,
  })
}
