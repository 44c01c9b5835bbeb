/**
 * The schema history of the one database, append-only. Each version lists the tables it adds or
 * changes, and its `upgrade`: what an install that already has data needs for the update (rows
 * that move, tables filled from their seeds). The same steps upgrade an export document from an
 * earlier release as it is imported (`upgradeDocument`).
 */
import { authServer } from '../auth/auth.server'
import { searchServer } from '../search/search.server'
import { emailServer } from '../email/email.server'
import { chatServer } from '../chat/chat.server'
import { todoServer } from '../todo/todo.server'
import { calendarServer } from '../calendar/calendar.server'
import { kanbanServer } from '../kanban/kanban.server'
import { invoiceServer } from '../invoice/invoice.server'
import { usersServer } from '../users/users.server'
import { ecommerceServer } from '../ecommerce/ecommerce.server'
import { ecommerceTablesV6 } from '../ecommerce/ecommerce.table'
import { giveShopRowsToAdmin } from '../ecommerce/ecommerce.upgrade'
import { uiKitServer } from '../ui-kit/ui-kit.server'
import { uiKitTablesV10, uiKitTablesV9 } from '../ui-kit/ui-kit.table'
import { datatablesServer } from '../datatables/datatables.server'
import { syncServer } from '../sync/sync.server'
import type { ServerApp } from '../kernel/app'
import { contentServers } from '../content-servers'
import { db, systemTables, type TableSchemas } from './database'
import { dexieUpgrade, fillIfAllEmpty, fillIfEmpty, tablesAt, type SchemaVersion } from './upgrades'

const seedsOf = (...servers: ServerApp[]) => servers.flatMap((server) => server.seeds ?? [])
const tablesOf = (...servers: ServerApp[]): TableSchemas =>
  servers.reduce<TableSchemas>((tables, server) => ({ ...tables, ...server.tables }), {})

/** The tables `servers` add, filled from their seeds when empty (an install that had data). */
const fillAdded = (...servers: ServerApp[]) =>
  fillIfEmpty(seedsOf(...servers), Object.keys(tablesOf(...servers)))

export const schemaHistory: readonly SchemaVersion[] = [
  { version: 1, stores: { ...systemTables, ...authServer.tables, ...searchServer.tables } },
  // Email and chat (issue 3).
  {
    version: 2,
    stores: tablesOf(emailServer, chatServer),
    upgrade: [fillAdded(emailServer, chatServer)],
  },
  // Todo, calendar and kanban (issue 4).
  {
    version: 3,
    stores: tablesOf(todoServer, calendarServer, kanbanServer),
    upgrade: [fillAdded(todoServer, calendarServer, kanbanServer)],
  },
  // Invoices (issue 11).
  { version: 4, stores: tablesOf(invoiceServer), upgrade: [fillAdded(invoiceServer)] },
  // Users, roles and permissions (issue 11).
  { version: 5, stores: tablesOf(usersServer), upgrade: [fillAdded(usersServer)] },
  // The shop (issue 12).
  { version: 6, stores: ecommerceTablesV6, upgrade: [fillAdded(ecommerceServer)] },
  // The shop's basket, addresses and orders per user (owner index); older rows go to the admin.
  { version: 7, stores: tablesOf(ecommerceServer), upgrade: [giveShopRowsToAdmin] },
  // The content pages (issue 18). Until issue 26 this version had no upgrade, so an install that
  // had data opened with these tables empty: version 11 repairs such an install.
  { version: 8, stores: tablesOf(...contentServers), upgrade: [fillAdded(...contentServers)] },
  // The UI kit (issue 19): its own version, so a database already at 8 gains the table.
  { version: 9, stores: uiKitTablesV9, upgrade: [fillAdded(uiKitServer)] },
  // The UI kit's forms and data tables (issue 20); the towns too if version 9 left them empty.
  {
    version: 10,
    stores: { ...uiKitTablesV10, ...datatablesServer.tables },
    upgrade: [fillAdded(uiKitServer, datatablesServer)],
  },
  // Issue 26: an install that opened at 8, 9 or 10 with the content pages' tables all empty (the
  // mark of version 8's missing upgrade: a user may empty one of them, not every one) gains them.
  {
    version: 11,
    stores: {},
    upgrade: [fillIfAllEmpty(seedsOf(...contentServers), Object.keys(tablesOf(...contentServers)))],
  },
  // Connected mode (issue 29): the outbox and the link to an agency server; on the server, the
  // devices and what each pushed. Empty at first: nothing to fill.
  { version: 12, stores: tablesOf(syncServer) },
]

for (const line of schemaHistory) {
  const version = db.version(line.version).stores(line.stores)
  if (line.upgrade)
    version.upgrade(dexieUpgrade(line.upgrade, tablesAt(schemaHistory, line.version)))
}

export { db }
