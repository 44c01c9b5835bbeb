import type { z } from 'zod'
import { db } from '@mocks/db/database'
import { notFound } from '@mocks/kernel/errors'
import { reply } from '@mocks/kernel/reply'
import { route } from '@mocks/kernel/route'
import {
  addEventInput,
  eventsQuery,
  removeEventInput,
  updateEventInput,
  type CalendarEvent,
  type newEventSchema,
} from '@/features/calendar/calendar.schema'
import { calendarEvents } from './calendar.table'

const BASE = '/apps/calendar'
/** Callers need the ability the calendar page asks for (403 otherwise). */
const canCalendar = ['read', 'Calendar'] as const
const writes = ['calendarEvents'] as const

/** The stored shape: optional extras are dropped when empty, `end` defaults to `start`. */
function toRow(id: number, input: z.output<typeof newEventSchema>): CalendarEvent {
  const { calendar, guests, location, description } = input.extendedProps
  return {
    id,
    url: input.url,
    title: input.title,
    start: input.start,
    end: input.end ?? input.start,
    allDay: input.allDay,
    extendedProps: {
      calendar,
      ...(guests?.length ? { guests } : {}),
      ...(location?.trim() ? { location } : {}),
      ...(description?.trim() ? { description } : {}),
    },
  }
}

const list = route({
  method: 'GET',
  path: `${BASE}/events`,
  can: canCalendar,
  query: eventsQuery,
  handle({ query }): Promise<CalendarEvent[]> {
    if (query.calendars === undefined) return calendarEvents().toArray()
    return calendarEvents().where('extendedProps.calendar').anyOf(query.calendars).sortBy('id')
  },
})

const add = route({
  method: 'POST',
  path: `${BASE}/add-event`,
  can: canCalendar,
  body: addEventInput,
  writes,
  async handle({ body }) {
    const created = await db.transaction('rw', calendarEvents(), async () => {
      const lastId = Number((await calendarEvents().orderBy('id').lastKey()) ?? 0)
      const row = toRow(lastId + 1, body.event)
      await calendarEvents().add(row)
      return row
    })
    return reply(created, 201)
  },
})

const update = route({
  method: 'POST',
  path: `${BASE}/update-event`,
  can: canCalendar,
  body: updateEventInput,
  writes,
  handle({ body }): Promise<CalendarEvent> {
    const { id, ...input } = body.event
    return db.transaction('rw', calendarEvents(), async () => {
      if (!(await calendarEvents().get(id))) throw notFound('Event')
      const row = toRow(id, input)
      await calendarEvents().put(row)
      return row
    })
  },
})

const remove = route({
  method: 'DELETE',
  path: `${BASE}/remove-event`,
  can: canCalendar,
  body: removeEventInput,
  writes,
  handle({ body }): Promise<CalendarEvent> {
    return db.transaction('rw', calendarEvents(), async () => {
      const row = await calendarEvents().get(body.id)
      if (!row) throw notFound('Event')
      await calendarEvents().delete(body.id)
      return row
    })
  },
})

export const calendarHandlers = [list, add, update, remove]
