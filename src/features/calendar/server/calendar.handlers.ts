import type { HttpHandler } from 'msw'

// Scaffold: the calendar helper replaces this file (keep the export name).
export const calendarHandlers: HttpHandler[] = []
