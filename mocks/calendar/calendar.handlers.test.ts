import { beforeEach, describe, expect, it } from 'vitest'
import { call, freshDatabase, signIn } from '@mocks/test/api'
import type { CalendarEvent } from '@/features/calendar/calendar.schema'
import { calendarEvents } from './calendar.table'
import { inWriteTransaction } from '@mocks/kernel/write'

beforeEach(freshDatabase)

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}
type Answer = CalendarEvent & ErrorBody

const token = async () => (await signIn()).accessToken
const clientToken = async () => (await signIn('client@demo.com', 'client')).accessToken

const list = (accessToken: string | null, query?: Record<string, string | string[]>) =>
  call<CalendarEvent[] & ErrorBody>('GET', '/apps/calendar/events', { token: accessToken, query })
const add = (accessToken: string | null, body: unknown) =>
  call<Answer>('POST', '/apps/calendar/add-event', { token: accessToken, body })
const update = (accessToken: string | null, body: unknown) =>
  call<Answer>('POST', '/apps/calendar/update-event', { token: accessToken, body })
const remove = (accessToken: string | null, body?: unknown, query?: Record<string, string>) =>
  call<Answer>('DELETE', '/apps/calendar/remove-event', { token: accessToken, body, query })

const meeting = {
  url: '',
  title: 'Claims review',
  start: '2026-11-25T10:00:00.000Z',
  end: '2026-11-25T11:00:00.000Z',
  allDay: false,
  extendedProps: { calendar: 'Business', guests: ['Lucía Fernández'], location: 'Room 1' },
}

const fieldsOf = (body: ErrorBody) => Object.keys(body.error.fields ?? {})

describe('GET /apps/calendar/events', () => {
  it('answers the ten seeded events over the five kinds, this month included', async () => {
    const result = await list(await token())
    expect(result.status).toBe(200)
    expect(result.body.map((event) => event.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    const kinds = new Set(result.body.map((event) => event.extendedProps.calendar))
    expect([...kinds].sort()).toEqual(['Business', 'ETC', 'Family', 'Holiday', 'Personal'])
    const now = new Date()
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`
    const thisMonth = result.body.filter(
      (event) =>
        event.start.startsWith(month) || new Date(event.start).getMonth() === now.getMonth(),
    )
    expect(thisMonth.length).toBeGreaterThanOrEqual(8)
    expect(result.body.some((event) => event.allDay)).toBe(true)
    expect(result.body.some((event) => !event.allDay)).toBe(true)
    expect(result.body[0]).toMatchObject({ title: 'Fleet renewal – Herrera Logistics', url: '' })
  })

  it('filters by repeated and bracketed calendars', async () => {
    const accessToken = await token()
    const repeated = await list(accessToken, { calendars: ['Personal', 'Family'] })
    expect(repeated.body.map((event) => event.id)).toEqual([4, 5, 7, 8])
    const bracketed = await list(accessToken, { 'calendars[]': ['Holiday'] })
    expect(bracketed.body.map((event) => event.id)).toEqual([2, 10])
    const single = await list(accessToken, { calendars: 'ETC' })
    expect(single.body.map((event) => event.extendedProps.calendar)).toEqual(['ETC', 'ETC'])
  })

  it('answers 400 naming the parameter for an unknown or empty kind', async () => {
    const accessToken = await token()
    for (const value of ['Nope', '', 'business']) {
      const result = await list(accessToken, { calendars: ['Business', value] })
      expect(result.status, value).toBe(400)
      expect(fieldsOf(result.body), value).toEqual(['calendars.1'])
    }
  })

  it('needs a bearer, and the calendar ability', async () => {
    expect((await list(null)).status).toBe(401)
    const result = await list(await clientToken())
    expect(result.status).toBe(403)
    expect(result.body.error.code).toBe('forbidden')
  })
})

describe('POST /apps/calendar/add-event', () => {
  it('creates the event with the last id plus one, for good', async () => {
    const accessToken = await token()
    const result = await add(accessToken, { event: meeting })
    expect(result.status).toBe(201)
    expect(result.body).toEqual({ ...meeting, id: 11 })
    expect(await calendarEvents().get(11)).toEqual({ ...meeting, id: 11 })
    await inWriteTransaction(() => calendarEvents().bulkDelete([3, 11]))
    expect((await add(accessToken, { event: meeting })).body.id).toBe(11)
  })

  it('defaults url, allDay and end, and ignores a given id', async () => {
    const result = await add(await token(), {
      event: {
        id: 3,
        title: 'Holiday',
        start: '2026-12-24',
        extendedProps: { calendar: 'Holiday' },
      },
    })
    expect(result.status).toBe(201)
    expect(result.body).toEqual({
      id: 11,
      url: '',
      title: 'Holiday',
      start: '2026-12-24',
      end: '2026-12-24',
      allDay: false,
      extendedProps: { calendar: 'Holiday' },
    })
    expect((await calendarEvents().get(3))?.title).toBe('Insurance brokers summit')
  })

  it('answers 400 naming the field for bad input, and stores nothing', async () => {
    const accessToken = await token()
    const cases: [unknown, string][] = [
      [{ event: { ...meeting, title: '' } }, 'event.title'],
      [{ event: { ...meeting, title: '   ' } }, 'event.title'],
      [{ event: { ...meeting, title: undefined } }, 'event.title'],
      [{ event: { ...meeting, title: 42 } }, 'event.title'],
      [{ event: { ...meeting, start: undefined } }, 'event.start'],
      [{ event: { ...meeting, start: 'tomorrow' } }, 'event.start'],
      [{ event: { ...meeting, start: '2026-02-31' } }, 'event.start'],
      [{ event: { ...meeting, end: '2026-11-25T09:00:00.000Z' } }, 'event.end'],
      [{ event: { ...meeting, allDay: 'yes' } }, 'event.allDay'],
      [{ event: { ...meeting, url: 'not a url' } }, 'event.url'],
      [{ event: { ...meeting, url: 'javascript:alert(1)' } }, 'event.url'],
      [
        { event: { ...meeting, extendedProps: { calendar: 'Work' } } },
        'event.extendedProps.calendar',
      ],
      [{ event: { ...meeting, extendedProps: {} } }, 'event.extendedProps.calendar'],
      [{ event: { ...meeting, extendedProps: undefined } }, 'event.extendedProps'],
      [
        { event: { ...meeting, extendedProps: { calendar: 'ETC', guests: 'Ana' } } },
        'event.extendedProps.guests',
      ],
      [{ event: 'meeting' }, 'event'],
      [{}, 'event'],
    ]
    for (const [body, field] of cases) {
      const result = await add(accessToken, body)
      expect(result.status, field).toBe(400)
      expect(result.body.error.code).toBe('bad_request')
      expect(fieldsOf(result.body), JSON.stringify(body)).toContain(field)
    }
    const notJson = await call<ErrorBody>('POST', '/apps/calendar/add-event', {
      token: accessToken,
      rawBody: '{nope',
    })
    expect(notJson.status).toBe(400)
    expect(await calendarEvents().count()).toBe(10)
  })

  it('accepts an https url and a same-day end', async () => {
    const event = { ...meeting, url: 'https://example.com/x', end: meeting.start }
    const result = await add(await token(), { event })
    expect(result.status).toBe(201)
    expect(result.body.url).toBe('https://example.com/x')
  })

  it('needs a bearer, and the calendar ability', async () => {
    expect((await add(null, { event: meeting })).status).toBe(401)
    expect((await add(await clientToken(), { event: meeting })).status).toBe(403)
    expect(await calendarEvents().count()).toBe(10)
  })
})

describe('POST /apps/calendar/update-event', () => {
  it('replaces the event and answers it, for good', async () => {
    const accessToken = await token()
    const event = { ...meeting, id: 2, title: 'Moved holiday', extendedProps: { calendar: 'ETC' } }
    const result = await update(accessToken, { event })
    expect(result.status).toBe(200)
    expect(result.body).toEqual(event)
    expect(await calendarEvents().get(2)).toEqual(event)
    expect((await list(accessToken, { calendars: 'ETC' })).body.map((e) => e.id)).toEqual([2, 3, 9])
  })

  it('accepts a string id', async () => {
    const result = await update(await token(), { event: { ...meeting, id: '4' } })
    expect(result.status).toBe(200)
    expect(result.body.id).toBe(4)
  })

  it('answers 404 for an unknown id and creates nothing', async () => {
    const result = await update(await token(), { event: { ...meeting, id: 999 } })
    expect(result.status).toBe(404)
    expect(result.body.error.code).toBe('not_found')
    expect(await calendarEvents().get(999)).toBeUndefined()
  })

  it('answers 400 naming the field for bad input, and changes nothing', async () => {
    const accessToken = await token()
    const before = await calendarEvents().get(1)
    const cases: [unknown, string][] = [
      [{ event: meeting }, 'event.id'],
      [{ event: { ...meeting, id: -1 } }, 'event.id'],
      [{ event: { ...meeting, id: 'x' } }, 'event.id'],
      [{ event: { ...meeting, id: 1, title: '' } }, 'event.title'],
      [{ event: { ...meeting, id: 1, end: '2020-01-01' } }, 'event.end'],
      [
        { event: { ...meeting, id: 1, extendedProps: { calendar: 'x' } } },
        'event.extendedProps.calendar',
      ],
    ]
    for (const [body, field] of cases) {
      const result = await update(accessToken, body)
      expect(result.status, field).toBe(400)
      expect(fieldsOf(result.body), field).toContain(field)
    }
    expect(await calendarEvents().get(1)).toEqual(before)
  })

  it('needs a bearer, and the calendar ability', async () => {
    expect((await update(null, { event: { ...meeting, id: 1 } })).status).toBe(401)
    expect((await update(await clientToken(), { event: { ...meeting, id: 1 } })).status).toBe(403)
  })
})

describe('DELETE /apps/calendar/remove-event', () => {
  it('removes the event named in the body, for good', async () => {
    const accessToken = await token()
    const result = await remove(accessToken, { id: 5 })
    expect(result.status).toBe(200)
    expect(result.body.title).toBe('Family dinner')
    expect(await calendarEvents().get(5)).toBeUndefined()
    expect((await list(accessToken)).body).toHaveLength(9)
  })

  it('takes the id from the query too', async () => {
    expect((await remove(await token(), undefined, { id: '6' })).status).toBe(200)
    expect(await calendarEvents().get(6)).toBeUndefined()
  })

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const accessToken = await token()
    expect((await remove(accessToken, { id: 999 })).status).toBe(404)
    for (const body of [{ id: 'abc' }, { id: 0 }, { id: 1.5 }, {}]) {
      const result = await remove(accessToken, body)
      expect(result.status, JSON.stringify(body)).toBe(400)
      expect(fieldsOf(result.body)).toEqual(['id'])
    }
    expect(await calendarEvents().count()).toBe(10)
  })

  it('needs a bearer, and the calendar ability', async () => {
    expect((await remove(null, { id: 1 })).status).toBe(401)
    expect((await remove(await clientToken(), { id: 1 })).status).toBe(403)
    expect(await calendarEvents().count()).toBe(10)
  })
})
