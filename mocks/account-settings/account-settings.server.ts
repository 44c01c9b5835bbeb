/** The signed-in user's account settings (account, security, billing and plans, notifications, connections), and the modal examples, whose results are saved in the same account. The backend: tables, seeds, row schemas and routes, under its manifest's ability. */
import type { ServerApp } from '@mocks/kernel/app'
import { accountSettingsManifest } from '@/features/account-settings/account-settings.manifest'

export const accountSettingsServer: ServerApp = {
  id: 'account-settings',
  access: accountSettingsManifest.ability,
  tables: {},
  seeds: [],
  rows: {},
  routes: [],
}
