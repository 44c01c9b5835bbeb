/** The one list of request handlers and of seeded tables. Adding an app adds a line to each. */
import type { HttpHandler } from 'msw'
import type { DataRegistry } from '@/shared/server/seed'
import { authHandlers } from '@/features/auth/server/auth.handlers'
import { authKeptTables } from '@/features/auth/server/auth.table'
import { authSeeds } from '@/features/auth/server/auth.seed'
import { authRowSchemas } from '@/features/auth/server/auth.rows'
import { createLocalDbHandlers } from '@/features/local-db/server/local-db.handlers'
import { createSearchHandlers } from '@/features/search/server/search.handlers'
import { searchSeeds } from '@/features/search/server/search.seed'
import { searchRowSchemas } from '@/features/search/server/search.rows'
import { allPages } from '@/app/manifests'
import { chatHandlers } from '@/features/chat/server/chat.handlers'
import { chatRowSchemas } from '@/features/chat/server/chat.rows'
import { chatSeeds } from '@/features/chat/server/chat.seed'
import { emailHandlers } from '@/features/email/server/email.handlers'
import { emailRowSchemas } from '@/features/email/server/email.rows'
import { emailSeeds } from '@/features/email/server/email.seed'
import { todoHandlers } from '@/features/todo/server/todo.handlers'
import { todoRowSchemas } from '@/features/todo/server/todo.rows'
import { todoSeeds } from '@/features/todo/server/todo.seed'
import { calendarHandlers } from '@/features/calendar/server/calendar.handlers'
import { calendarRowSchemas } from '@/features/calendar/server/calendar.rows'
import { calendarSeeds } from '@/features/calendar/server/calendar.seed'
import { kanbanHandlers } from '@/features/kanban/server/kanban.handlers'
import { kanbanRowSchemas } from '@/features/kanban/server/kanban.rows'
import { kanbanSeeds } from '@/features/kanban/server/kanban.seed'

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
