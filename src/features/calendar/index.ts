import { lazyPage } from '@/shared/ui/lazy-page'

export { calendarManifest } from './calendar.manifest'
export const CalendarPage = lazyPage(() => import('./ui/CalendarPage').then((m) => m.CalendarPage))
export { calendarSearchSchema, type CalendarSearch } from './ui/calendar-search'
export type { CalendarEvent, CalendarKind } from './calendar.schema'

/** For other apps: the events and the people who can be invited (the dashboard's next meeting). */
export { eventsQuery, guestsQuery, useGuests } from './api/calendar.queries'
