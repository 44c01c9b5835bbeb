import { lazyPage } from '@/shared/ui/lazy-page'

export { accountSettingsManifest, modalExamplesManifest } from './account-settings.manifest'
export const AccountSettingsPage = lazyPage(() =>
  import('./ui/AccountSettingsPage').then((m) => m.AccountSettingsPage),
)
export { accountSearchSchema, type AccountSearch } from './ui/account-search'
export const ModalExamplesPage = lazyPage(() =>
  import('./ui/modals/ModalExamplesPage').then((m) => m.ModalExamplesPage),
)
// The signed-in user's account, read and saved per section (the UI kit's switch page saves the
// notification flags through them).
export { useAccount, useUpdateSection } from './api/account-settings.queries'
export type { Notification, NotificationFlag } from './account-settings.schema'
