/**
 * The schema history of the one database, append-only. Each version lists every table;
 * a change that moves data adds an `upgrade`.
 */
import { db, systemTables } from '@/shared/server/database'
import { authTables } from '@/features/auth/server/auth.table'
import { searchTables } from '@/features/search/server/search.table'

db.version(1).stores({ ...systemTables, ...authTables, ...searchTables })

export { db }
