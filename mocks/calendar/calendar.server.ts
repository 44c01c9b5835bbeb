/** The calendar app's backend: tables, seeds, row schemas and routes, under its manifest's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { calendarManifest } from '@/features/calendar/calendar.manifest'
import { calendarRoutes } from './calendar.handlers'
import { calendarRowSchemas } from './calendar.rows'
import { calendarSeeds } from './calendar.seed'
import { calendarTables } from './calendar.table'

export const calendarServer: ServerApp = {
  id: 'calendar',
  access: calendarManifest.ability,
  tables: calendarTables,
  seeds: calendarSeeds,
  rows: calendarRowSchemas,
  routes: calendarRoutes,
}
