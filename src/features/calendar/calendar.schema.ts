/** The calendar contract: zod schemas shared by the handlers and the client. */
import { z } from 'zod'
import { idInput, manyOf } from '@/shared/contract/zod'

export const CALENDAR_KINDS = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] as const
export const calendarKindSchema = z.enum(CALENDAR_KINDS)

export const TITLE_MAX = 200
export const LOCATION_MAX = 200
export const DESCRIPTION_MAX = 2000
export const GUESTS_MAX = 50

/**
 * A calendar date: `YYYY-MM-DD` (all-day events) or an ISO date-time, with or without an
 * offset (`2026-11-22T10:00`, `2026-11-22T10:00:00.000Z`, `…+01:00`).
 */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** The calendar day and the time of day must exist (no 31 February, no 25:00). */
function isRealDate(value: string): boolean {
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0] = (value.match(/\d+/g) ?? []).map(
    Number,
  )
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hours < 24 &&
    minutes < 60 &&
    !Number.isNaN(Date.parse(value))
  )
}

export const eventDateSchema = z
  .string()
  .regex(DATE_PATTERN, 'Expected an ISO date (YYYY-MM-DD) or date-time')
  .refine(isRealDate, 'Not a real date')

/** Links open in a new tab: only web addresses, never `javascript:` and friends. */
export const eventUrlSchema = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'Expected an empty string or an http(s) URL' }),
])

export const extendedPropsSchema = z.object({
  calendar: calendarKindSchema,
  guests: z.array(z.string().trim().min(1).max(100)).max(GUESTS_MAX).optional(),
  location: z.string().max(LOCATION_MAX).optional(),
  description: z.string().max(DESCRIPTION_MAX).optional(),
})

/** Someone who may be invited: an active user record (`GET /apps/calendar/guests`). */
export const guestSchema = z.object({ name: z.string(), avatar: z.string() })
export const guestsSchema = z.array(guestSchema)
export type Guest = z.infer<typeof guestSchema>

export const calendarEventSchema = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  extendedProps: extendedPropsSchema,
})

/** What a caller sends: `end` defaults to `start`, `url` to empty, `allDay` to false. */
const eventFields = z.object({
  url: eventUrlSchema.default(''),
  title: z
    .string()
    .trim()
    .min(1, 'The title is required')
    .max(TITLE_MAX, `At most ${TITLE_MAX} characters`),
  start: eventDateSchema,
  end: eventDateSchema.optional(),
  allDay: z.boolean().default(false),
  extendedProps: extendedPropsSchema,
})

const endNotBeforeStart = <T extends { start: string; end?: string }>(event: T) =>
  event.end === undefined || Date.parse(event.end) >= Date.parse(event.start)
const endIssue = { message: 'The end cannot be before the start', path: ['end'] }

export const newEventSchema = eventFields.refine(endNotBeforeStart, endIssue)
export const eventUpdateSchema = eventFields
  .extend({ id: idInput })
  .refine(endNotBeforeStart, endIssue)

export const addEventInput = z.object({ event: newEventSchema })
export const updateEventInput = z.object({ event: eventUpdateSchema })
export const removeEventInput = z.object({ id: idInput })

/** No `calendars` parameter: every kind. The UI never asks for "none": it shows nothing. */
export const eventsQuery = z.object({ calendars: manyOf(calendarKindSchema).optional() })

export const eventListSchema = z.array(calendarEventSchema)

export type CalendarKind = z.infer<typeof calendarKindSchema>
export type CalendarEvent = z.infer<typeof calendarEventSchema>
export type NewEventInput = z.input<typeof newEventSchema>
export type EventUpdateInput = z.input<typeof eventUpdateSchema>
