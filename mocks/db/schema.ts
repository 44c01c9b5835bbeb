/**
 * The schema history of the one database, append-only. Each version lists the tables it adds or
 * changes; a change that moves data adds an `upgrade`.
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
import { accountSettingsServer } from '../account-settings/account-settings.server'
import { profileServer } from '../profile/profile.server'
import { faqServer } from '../faq/faq.server'
import { pricingServer } from '../pricing/pricing.server'
import { blogServer } from '../blog/blog.server'
import { apiKeysServer } from '../api-keys/api-keys.server'
import { uiKitServer } from '../ui-kit/ui-kit.server'
import { uiKitTablesV10, uiKitTablesV9 } from '../ui-kit/ui-kit.table'
import { datatablesServer } from '../datatables/datatables.server'
import { db, systemTables } from './database'
import { seedTablesIfEmpty } from './seed'

db.version(1).stores({ ...systemTables, ...authServer.tables, ...searchServer.tables })
// Email and chat (issue 3): new tables only, so no data moves.
db.version(2).stores({ ...emailServer.tables, ...chatServer.tables })
// Todo, calendar and kanban (issue 4): new tables only.
db.version(3).stores({ ...todoServer.tables, ...calendarServer.tables, ...kanbanServer.tables })

// Invoices (issue 11): new tables only.
db.version(4).stores({ ...invoiceServer.tables })
// Users, roles and permissions (issue 11): new tables only.
db.version(5).stores({ ...usersServer.tables })
// The shop (issue 12): new tables only.
db.version(6).stores({ ...ecommerceTablesV6 })
// The shop's basket, addresses and orders per user (owner index); older rows go to the admin.
db.version(7)
  .stores({ ...ecommerceServer.tables })
  .upgrade(giveShopRowsToAdmin)
// The content pages (issue 18): new tables only.
db.version(8).stores({
  ...accountSettingsServer.tables,
  ...profileServer.tables,
  ...faqServer.tables,
  ...pricingServer.tables,
  ...blogServer.tables,
  ...apiKeysServer.tables,
})
// The UI kit (issue 19): its own version, so a database already at 8 gains the table.
db.version(9).stores({ ...uiKitTablesV9 })
// The UI kit's forms and data tables (issue 20). An install that already has data gains their
// rows here, and the towns too if version 9 left that table empty (it added no rows).
db.version(10)
  .stores({ ...uiKitTablesV10, ...datatablesServer.tables })
  .upgrade(
    seedTablesIfEmpty(
      [...(uiKitServer.seeds ?? []), ...(datatablesServer.seeds ?? [])],
      [
        'uiKitAutocomplete',
        ...Object.keys(uiKitTablesV10),
        ...Object.keys(datatablesServer.tables ?? {}),
      ],
    ),
  )

export { db }
