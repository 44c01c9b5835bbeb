import type { ZodType } from 'zod'

// Scaffold: the calendar helper replaces this file (keep the export name).
export const calendarRowSchemas: Record<string, ZodType> = {}
