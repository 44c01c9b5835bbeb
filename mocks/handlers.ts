/** The one list of request handlers and of seeded tables. Adding an app adds a line to each. */
import type { HttpHandler } from 'msw'
import type { DataRegistry } from '@mocks/db/seed'
import { authHandlers } from '@mocks/auth/auth.handlers'
import { authKeptTables } from '@mocks/auth/auth.table'
import { authSeeds } from '@mocks/auth/auth.seed'
import { authRowSchemas } from '@mocks/auth/auth.rows'
import { createLocalDbHandlers } from '@mocks/local-db/local-db.handlers'
import { createSearchHandlers } from '@mocks/search/search.handlers'
import { searchSeeds } from '@mocks/search/search.seed'
import { searchRowSchemas } from '@mocks/search/search.rows'
import { allPages } from '@/app/manifests'
import { chatHandlers } from '@mocks/chat/chat.handlers'
import { chatRowSchemas } from '@mocks/chat/chat.rows'
import { chatSeeds } from '@mocks/chat/chat.seed'
import { emailHandlers } from '@mocks/email/email.handlers'
import { emailRowSchemas } from '@mocks/email/email.rows'
import { emailSeeds } from '@mocks/email/email.seed'
import { todoHandlers } from '@mocks/todo/todo.handlers'
import { todoRowSchemas } from '@mocks/todo/todo.rows'
import { todoSeeds } from '@mocks/todo/todo.seed'
import { calendarHandlers } from '@mocks/calendar/calendar.handlers'
import { calendarRowSchemas } from '@mocks/calendar/calendar.rows'
import { calendarSeeds } from '@mocks/calendar/calendar.seed'
import { kanbanHandlers } from '@mocks/kanban/kanban.handlers'
import { kanbanRowSchemas } from '@mocks/kanban/kanban.rows'
import { kanbanSeeds } from '@mocks/kanban/kanban.seed'

export const dataRegistry: DataRegistry = {
  seeds: [
    ...authSeeds,
    ...searchSeeds,
    ...emailSeeds,
    ...chatSeeds,
    ...todoSeeds,
    ...calendarSeeds,
    ...kanbanSeeds,
  ],
  keep: ['secrets', ...authKeptTables],
  exported: {
    ...authRowSchemas,
    ...searchRowSchemas,
    ...emailRowSchemas,
    ...chatRowSchemas,
    ...todoRowSchemas,
    ...calendarRowSchemas,
    ...kanbanRowSchemas,
  },
}

export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...createLocalDbHandlers(dataRegistry),
  ...createSearchHandlers(allPages),
  ...emailHandlers,
  ...chatHandlers,
  ...todoHandlers,
  ...calendarHandlers,
  ...kanbanHandlers,
]
