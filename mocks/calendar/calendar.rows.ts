import { calendarEventSchema } from '@/features/calendar/calendar.schema'

/** Imported rows must be whole events (strict: no stray keys). */
export const calendarRowSchemas = {
  calendarEvents: calendarEventSchema
    .extend({ extendedProps: calendarEventSchema.shape.extendedProps.strict() })
    .strict(),
}
