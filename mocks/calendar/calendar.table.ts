import { typedTable, type TableSchemas } from '@mocks/db/database'
import type { CalendarEvent } from '@/features/calendar/calendar.schema'

export type CalendarEventRow = CalendarEvent

/** Indexed by kind so the filtered list reads only the kinds asked for. */
export const calendarTables = {
  calendarEvents: 'id, extendedProps.calendar',
} satisfies TableSchemas

export const calendarEvents = typedTable<CalendarEventRow, number>('calendarEvents')
