/** The signed-in user's account settings (account, security, billing and plans, notifications, connections), and the modal examples, whose results are saved in the same account. The backend: tables, seeds, row schemas and routes, under its manifest's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { accountSettingsManifest } from '@/features/account-settings/account-settings.manifest'
import { accountBillingRoutes } from './account-billing.handlers'
import { accountSecurityRoutes } from './account-security.handlers'
import { accountSettingsRoutes } from './account-settings.handlers'
import { accountSettingsRowSchemas } from './account-settings.rows'
import { accountSettingsSeeds } from './account-settings.seed'
import { accountSettingsTables } from './account-settings.table'
import { modalExamplesRoutes } from './modal-examples.handlers'

export const accountSettingsServer: ServerApp = {
  id: 'account-settings',
  access: accountSettingsManifest.ability,
  tables: accountSettingsTables,
  seeds: accountSettingsSeeds,
  // Sign-ins are a record of what happened, like the live sessions: a reset keeps them.
  keep: ['signIns'],
  rows: accountSettingsRowSchemas,
  owned: [
    'accountSettings',
    'paymentMethods',
    'billingHistory',
    'signIns',
    'projectMembers',
    'createdApps',
    'referrals',
  ],
  routes: [
    ...accountSettingsRoutes,
    ...accountSecurityRoutes,
    ...accountBillingRoutes,
    ...modalExamplesRoutes,
  ],
}
