import { lazyPage } from '@/shared/ui/lazy-page'

export { calendarManifest } from './calendar.manifest'
export const CalendarPage = lazyPage(() => import('./ui/CalendarPage').then((m) => m.CalendarPage))
export { calendarSearchSchema, type CalendarSearch } from './ui/calendar-search'
export type { CalendarEvent, CalendarKind } from './calendar.schema'
