import { describe, expect, it } from 'vitest'
import type { CalendarEvent } from '../calendar.schema'
import { schemaValidate } from '@/shared/ui/form/schema-validate'
import {
  blankForm,
  eventFormSchema,
  formFromEvent,
  formToInput,
  toggleAllDay,
  type EventFormValues,
} from './event-form'
import { movedEvent } from './use-move-event'

const timed: CalendarEvent = {
  id: 4,
  url: '',
  title: 'Dentist',
  start: new Date(2026, 10, 16, 9, 0).toISOString(),
  end: new Date(2026, 10, 16, 9, 45).toISOString(),
  allDay: false,
  extendedProps: { calendar: 'Personal' },
}
const summit: CalendarEvent = {
  ...timed,
  id: 3,
  title: 'Summit',
  start: '2026-11-11',
  end: '2026-11-14',
  allDay: true,
  extendedProps: { calendar: 'ETC', guests: ['Sofía Castillo'], location: 'Madrid' },
}

describe('event form', () => {
  it('shows an all-day event with its last day, and stores the exclusive end again', () => {
    const values = formFromEvent(summit)
    expect(values).toMatchObject({ start: '2026-11-11', end: '2026-11-13', allDay: true })
    expect(values.extendedProps.guests).toEqual(['Sofía Castillo'])
    expect(formToInput(values)).toMatchObject({ start: '2026-11-11', end: '2026-11-14' })
  })

  it('round-trips a timed event through local wall times', () => {
    const values = formFromEvent(timed)
    expect(values).toMatchObject({ start: '2026-11-16 09:00:00', end: '2026-11-16 09:45:00' })
    expect(formToInput(values)).toMatchObject({ start: timed.start, end: timed.end, allDay: false })
  })

  it('prefills a clicked day as an all-day event of that day', () => {
    const values = blankForm(new Date(2026, 10, 10), new Date(2026, 10, 11), true)
    expect(values).toMatchObject({ start: '2026-11-10', end: '2026-11-10', allDay: true })
    expect(formToInput({ ...values, title: 'x' })).toMatchObject({ end: '2026-11-11' })
  })

  it('gives office hours when "all day" is turned off, and keeps the days when on', () => {
    const off = toggleAllDay(formFromEvent(summit), false)
    expect(off).toMatchObject({ start: '2026-11-11 09:00:00', end: '2026-11-13 10:00:00' })
    expect(toggleAllDay(off, true)).toMatchObject({ start: '2026-11-11', end: '2026-11-13' })
  })

  it('is checked by the contract: errors on the fields the form names', () => {
    const validate = schemaValidate<EventFormValues>(eventFormSchema)
    const values = formFromEvent(timed)
    expect(validate(values)).toEqual({})
    expect(Object.keys(validate({ ...values, title: ' ', start: null, end: null }))).toEqual([
      'title',
      'start',
    ])
    expect(validate({ ...values, end: '2026-11-16 08:00:00' })).toEqual({
      end: 'The end cannot be before the start',
    })
    expect(Object.keys(validate({ ...values, url: 'javascript:alert(1)' }))).toEqual(['url'])
    expect(validate({ ...values, url: 'https://example.com' })).toEqual({})
  })

  it("shows the screen's own words for a field when it has them", () => {
    const validate = schemaValidate<EventFormValues>(eventFormSchema, {
      messages: { title: 'Required' },
    })
    expect(validate({ ...formFromEvent(timed), title: '' })).toEqual({ title: 'Required' })
  })
})

describe('movedEvent', () => {
  it('keeps the event and takes the new dates, all-day as days', () => {
    const moved = movedEvent(summit, {
      id: 3,
      start: new Date(2026, 10, 17),
      end: new Date(2026, 10, 20),
      allDay: true,
    })
    expect(moved).toEqual({ ...summit, start: '2026-11-17', end: '2026-11-20' })
  })

  it('gives a missing end the default length', () => {
    const start = new Date(2026, 10, 17, 10)
    const moved = movedEvent(summit, { id: 3, start, end: null, allDay: false })
    expect(moved).toMatchObject({
      allDay: false,
      start: start.toISOString(),
      end: new Date(2026, 10, 17, 11).toISOString(),
    })
  })
})
