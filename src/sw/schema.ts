/**
 * The schema history of the one database, append-only. Each version lists every table;
 * a change that moves data adds an `upgrade`.
 */
import { db, systemTables } from '@/shared/server/database'
import { authTables } from '@/features/auth/server/auth.table'
import { searchTables } from '@/features/search/server/search.table'
import { emailTables } from '@/features/email/server/email.table'
import { chatTables } from '@/features/chat/server/chat.table'
import { todoTables } from '@/features/todo/server/todo.table'
import { calendarTables } from '@/features/calendar/server/calendar.table'
import { kanbanTables } from '@/features/kanban/server/kanban.table'

db.version(1).stores({ ...systemTables, ...authTables, ...searchTables })
// Email and chat (issue 3): new tables only, so no data moves.
db.version(2).stores({ ...emailTables, ...chatTables })
// Todo, calendar and kanban (issue 4): new tables only.
db.version(3).stores({ ...todoTables, ...calendarTables, ...kanbanTables })

export { db }
