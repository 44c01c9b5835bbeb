import type { TableSchemas } from '@/shared/server/database'

// Scaffold: the calendar helper replaces this file (keep the export name).
export const calendarTables = { calendarEvents: 'id' } satisfies TableSchemas
