/**
 * The one list of every app's server module. Adding an app adds one line here (and its Dexie
 * version line in db/schema.ts). `serve()` refuses a route that declares no ability.
 */
import { dataOf, serve, type ServerApp } from './kernel/app'
import { authServer } from './auth/auth.server'
import { searchServer } from './search/search.server'
import { localDbServer } from './local-db/local-db.server'
import { emailServer } from './email/email.server'
import { chatServer } from './chat/chat.server'
import { todoServer } from './todo/todo.server'
import { calendarServer } from './calendar/calendar.server'
import { kanbanServer } from './kanban/kanban.server'
import { invoiceServer } from './invoice/invoice.server'
import { usersServer } from './users/users.server'
import { cardsServer } from './cards/cards.server'
import { ecommerceServer } from './ecommerce/ecommerce.server'
import { contentServers } from './content-servers'
import { uiKitServer } from './ui-kit/ui-kit.server'
import { datatablesServer } from './datatables/datatables.server'
import { shareTables } from './sync/shared'
import { syncServer } from './sync/sync.server'

export const apps: readonly ServerApp[] = [
  authServer,
  searchServer,
  emailServer,
  chatServer,
  todoServer,
  calendarServer,
  kanbanServer,
  invoiceServer,
  usersServer,
  cardsServer,
  ecommerceServer,
  // The content pages (issue 18), one list shared with the schema versions that add their tables.
  ...contentServers,
  uiKitServer,
  datatablesServer,
  syncServer,
]

export const dataRegistry = dataOf(apps)
shareTables(dataRegistry.shared)

export const { handlers, routes } = serve([...apps, localDbServer(dataRegistry)])
