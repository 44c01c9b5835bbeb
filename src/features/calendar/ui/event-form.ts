/**
 * The drawer's form model and its conversions. The values have the request's shape, so an
 * error's path is the same in the form, the contract and the API's answer; only the dates
 * differ. Timed dates are local wall times as Mantine's pickers give them (`YYYY-MM-DD
 * HH:mm:ss`) and go to the server as ISO instants; all-day dates are `YYYY-MM-DD`, shown with
 * an inclusive end but stored with FullCalendar's exclusive end.
 */
import dayjs from 'dayjs'
import { z } from 'zod'
import {
  newEventSchema,
  type CalendarEvent,
  type CalendarKind,
  type NewEventInput,
} from '../calendar.schema'

export interface EventFormValues {
  title: string
  url: string
  allDay: boolean
  /** Null while a picker is cleared. */
  start: string | null
  end: string | null
  extendedProps: {
    calendar: CalendarKind
    guests: string[]
    location: string
    description: string
  }
}

/** Every field the API may name, as the form names it (the request wraps them in `event`). */
export const EVENT_FORM_FIELDS = [
  'title',
  'url',
  'allDay',
  'start',
  'end',
  'extendedProps.calendar',
  'extendedProps.guests',
  'extendedProps.location',
  'extendedProps.description',
] as const

const DAY = 'YYYY-MM-DD'
const LOCAL = 'YYYY-MM-DD HH:mm:ss'

export function blankForm(start: Date, end: Date | null, allDay: boolean): EventFormValues {
  const values = {
    title: '',
    url: '',
    extendedProps: { calendar: 'Business' as const, guests: [], location: '', description: '' },
  }
  if (allDay) {
    // A selection's end is exclusive: the last day shown is the day before.
    const last = end ? dayjs(end).subtract(1, 'day') : dayjs(start)
    const endDay = last.isBefore(start, 'day') ? dayjs(start) : last
    return { ...values, allDay, start: dayjs(start).format(DAY), end: endDay.format(DAY) }
  }
  const endTime = end ?? dayjs(start).add(1, 'hour').toDate()
  return {
    ...values,
    allDay,
    start: dayjs(start).format(LOCAL),
    end: dayjs(endTime).format(LOCAL),
  }
}

/** A new timed event from the "Add event" button: the next full hour, for an hour. */
export function formForDay(day: Date): EventFormValues {
  const now = dayjs()
  const start = dayjs(day).hour(now.add(1, 'hour').hour()).minute(0).second(0)
  return blankForm(start.toDate(), null, false)
}

export function formFromEvent(event: CalendarEvent): EventFormValues {
  const { calendar, guests = [], location = '', description = '' } = event.extendedProps
  const common = {
    title: event.title,
    url: event.url,
    extendedProps: { calendar, guests, location, description },
  }
  if (event.allDay) {
    const start = dayjs(event.start)
    const lastDay = dayjs(event.end).subtract(1, 'day')
    const end = lastDay.isBefore(start, 'day') ? start : lastDay
    return { ...common, allDay: true, start: start.format(DAY), end: end.format(DAY) }
  }
  return {
    ...common,
    allDay: false,
    start: dayjs(event.start).format(LOCAL),
    end: dayjs(event.end).format(LOCAL),
  }
}

/** Turning "all day" on keeps the days; turning it off gives them office hours. */
export function toggleAllDay(values: EventFormValues, allDay: boolean): EventFormValues {
  if (allDay === values.allDay) return values
  const start = values.start ? dayjs(values.start) : null
  const end = values.end ? dayjs(values.end) : start
  if (allDay) {
    return { ...values, allDay, start: start?.format(DAY) ?? null, end: end?.format(DAY) ?? null }
  }
  return {
    ...values,
    allDay,
    start: start?.hour(9).format(LOCAL) ?? null,
    end: end?.hour(10).format(LOCAL) ?? null,
  }
}

/**
 * The request these values make. A cleared start becomes an empty date, which the contract
 * refuses on `start`, so the form and the API report it in the same place.
 */
export function formToInput(values: EventFormValues): NewEventInput {
  const format = (value: dayjs.Dayjs) => (values.allDay ? value.format(DAY) : value.toISOString())
  const start = values.start ? dayjs(values.start) : null
  const end = values.end ? dayjs(values.end) : start
  const { extendedProps } = values
  return {
    title: values.title.trim(),
    url: values.url.trim(),
    allDay: values.allDay,
    start: start ? format(start) : '',
    ...(end ? { end: format(values.allDay ? end.add(1, 'day') : end) } : {}),
    extendedProps: {
      calendar: extendedProps.calendar,
      guests: extendedProps.guests,
      location: extendedProps.location.trim(),
      description: extendedProps.description.trim(),
    },
  }
}

/**
 * The form is checked as the request it becomes, by the contract's own schema: no rule is
 * written twice (a required title, real dates, an end not before the start, a web address).
 */
export const eventFormSchema = z
  .custom<EventFormValues>((values) => typeof values === 'object' && values !== null)
  .transform(formToInput)
  .pipe(newEventSchema)
