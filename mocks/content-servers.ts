/**
 * The content pages' server modules (issue 18), listed once: the server list (handlers.ts) serves
 * them, and the schema history (db/schema.ts) adds their tables at version 8 and refills them at 11.
 * Its own module because db/schema.ts cannot import handlers.ts (the local-db server reads the
 * schema). The list is version 8's history: a content page added later gets its own schema version
 * and its own line in handlers.ts, not a place here.
 */
import type { ServerApp } from './kernel/app'
import { accountSettingsServer } from './account-settings/account-settings.server'
import { profileServer } from './profile/profile.server'
import { faqServer } from './faq/faq.server'
import { pricingServer } from './pricing/pricing.server'
import { blogServer } from './blog/blog.server'
import { apiKeysServer } from './api-keys/api-keys.server'

export const contentServers: readonly ServerApp[] = [
  accountSettingsServer,
  profileServer,
  faqServer,
  pricingServer,
  blogServer,
  apiKeysServer,
]
