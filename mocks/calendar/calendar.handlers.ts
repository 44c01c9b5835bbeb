import type { z } from 'zod'
import { notFound } from '@mocks/kernel/errors'
import { withStatus } from '@mocks/kernel/reply'
import { itemWith } from '@mocks/kernel/round-trip'
import { route } from '@mocks/kernel/route'
import { nextId } from '@mocks/kernel/write'
import { activePeople } from '@mocks/users/people'
import { calendarEndpoints as api } from '@/features/calendar/calendar.endpoints'
import type { CalendarEvent, newEventSchema } from '@/features/calendar/calendar.schema'
import { calendarEvents } from './calendar.table'

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

const list = route(api.events, {
  handle({ query }) {
    if (query.calendars === undefined) return calendarEvents().toArray()
    return calendarEvents().where('extendedProps.calendar').anyOf(query.calendars).sortBy('id')
  },
})

const add = route(api.add, {
  async handle({ body }) {
    const row = toRow(await nextId(calendarEvents()), body.event)
    await calendarEvents().add(row)
    return withStatus(row, 201)
  },
})

const update = route(api.update, {
  roundTrip: {
    read: '/apps/calendar/events',
    pick: itemWith(1),
    change: { title: 'Fleet renewal – moved' },
    wrap: (event) => ({ event }),
  },
  async handle({ body }) {
    const { id, ...input } = body.event
    if (!(await calendarEvents().get(id))) throw notFound('Event')
    const row = toRow(id, input)
    await calendarEvents().put(row)
    return row
  },
})

const remove = route(api.remove, {
  async handle({ body }) {
    const row = await calendarEvents().get(body.id)
    if (!row) throw notFound('Event')
    await calendarEvents().delete(body.id)
    return row
  },
})

/** Not in the contract: who may be invited, the active user records (mocks/users/people.ts). */
const guests = route(api.guests, {
  handle: async () =>
    (await activePeople()).map(({ fullName, avatar }) => ({ name: fullName, avatar })),
})

export const calendarRoutes = [list, add, update, remove, guests]
