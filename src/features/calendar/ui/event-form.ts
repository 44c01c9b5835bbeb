/**
 * The drawer's form model and its conversions. Timed dates are local wall times as Mantine's
 * pickers give them (`YYYY-MM-DD HH:mm:ss`) and go to the server as ISO instants; all-day dates
 * are `YYYY-MM-DD`, shown with an inclusive end but stored with FullCalendar's exclusive end.
 */
import dayjs from 'dayjs'
import type { CalendarEvent, CalendarKind, NewEventInput } from '../calendar.schema'

export interface EventFormValues {
  title: string
  calendar: CalendarKind
  allDay: boolean
  start: string | null
  end: string | null
  url: string
  guests: string[]
  location: string
  description: string
}

const DAY = 'YYYY-MM-DD'
const LOCAL = 'YYYY-MM-DD HH:mm:ss'

export function blankForm(start: Date, end: Date | null, allDay: boolean): EventFormValues {
  const values = {
    title: '',
    calendar: 'Business' as const,
    url: '',
    guests: [],
    location: '',
    description: '',
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
  const common = { title: event.title, calendar, url: event.url, guests, location, description }
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

const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

export type ErrorKey = 'required' | 'endBeforeStart' | 'badUrl'
export type EventFormErrors = Partial<Record<'title' | 'start' | 'end' | 'url', ErrorKey>>

export function validateForm(values: EventFormValues): EventFormErrors {
  const errors: EventFormErrors = {}
  if (values.title.trim() === '') errors.title = 'required'
  if (!values.start) errors.start = 'required'
  if (values.start && values.end && dayjs(values.end).isBefore(dayjs(values.start)))
    errors.end = 'endBeforeStart'
  if (values.url.trim() !== '' && !isWebUrl(values.url.trim())) errors.url = 'badUrl'
  return errors
}

/** The API's input; call after `validateForm` found nothing. */
export function formToInput(values: EventFormValues): NewEventInput {
  const start = dayjs(values.start ?? undefined)
  const end = values.end ? dayjs(values.end) : start
  return {
    title: values.title.trim(),
    url: values.url.trim(),
    allDay: values.allDay,
    start: values.allDay ? start.format(DAY) : start.toISOString(),
    end: values.allDay ? end.add(1, 'day').format(DAY) : end.toISOString(),
    extendedProps: {
      calendar: values.calendar,
      guests: values.guests,
      location: values.location.trim(),
      description: values.description.trim(),
    },
  }
}
