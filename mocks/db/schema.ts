/**
 * The schema history of the one database, append-only. Each version lists every table;
 * a change that moves data adds an `upgrade`.
 */
import { db, systemTables } from '@mocks/db/database'
import { authTables } from '@mocks/auth/auth.table'
import { searchTables } from '@mocks/search/search.table'
import { emailTables } from '@mocks/email/email.table'
import { chatTables } from '@mocks/chat/chat.table'
import { todoTables } from '@mocks/todo/todo.table'
import { calendarTables } from '@mocks/calendar/calendar.table'
import { kanbanTables } from '@mocks/kanban/kanban.table'

db.version(1).stores({ ...systemTables, ...authTables, ...searchTables })
// Email and chat (issue 3): new tables only, so no data moves.
db.version(2).stores({ ...emailTables, ...chatTables })
// Todo, calendar and kanban (issue 4): new tables only.
db.version(3).stores({ ...todoTables, ...calendarTables, ...kanbanTables })

export { db }
