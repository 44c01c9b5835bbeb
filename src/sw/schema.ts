/**
 * The schema history of the one database, append-only. Each version lists every table;
 * a change that moves data adds an `upgrade`.
 */
import { db, systemTables } from '@/shared/server/database'
import { authTables } from '@/features/auth/server/auth.table'
import { searchTables } from '@/features/search/server/search.table'
import { emailTables } from '@/features/email/server/email.table'
import { chatTables } from '@/features/chat/server/chat.table'

db.version(1).stores({ ...systemTables, ...authTables, ...searchTables })
// Email and chat (issue 3): new tables only, so no data moves.
db.version(2).stores({ ...emailTables, ...chatTables })

export { db }
